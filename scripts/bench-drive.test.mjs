import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DRIVE_GOALS, driveRows } from './bench-drive.mjs';

const upload = {
  mib: 1024,
  uploadMs: 5000,
  copyMs: 800,
  ratio: 0.16,
  mibPerSecond: 205,
  serverCpuMs: 2800,
  serverBusyMs: 1900,
  floorMs: 3000,
  floorCpuMs: 1200,
  floorRatio: 0.6,
};

describe('drive rows', () => {
  it('prints the upload against the copy (issue 21 goal) and the floor against its budget', () => {
    const rows = driveRows({ drive: { upload } });
    assert.deepEqual(rows, [
      [
        'drive upload 1024 MiB (tus)',
        '5.00 s (205 MiB/s, server CPU 2.80 s, main thread busy 1.90 s); disk copy 0.80 s; ratio 0.16 (goal ≥ 0.6)  UNDER GOAL',
      ],
      [
        'drive upload floor (raw node:http)',
        `3.00 s (server CPU 1.20 s); floor/tus 0.60 (budget ≥ ${DRIVE_GOALS.floorRatio})`,
      ],
    ]);
  });

  it('marks an upload that falls under the floor budget', () => {
    const [, floor] = driveRows({ drive: { upload: { ...upload, floorRatio: 0.3 } } });
    assert.match(floor[1], /floor\/tus 0\.30 \(budget ≥ [\d.]+\) {2}UNDER BUDGET$/);
  });
});
