import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';
import { describe, expect, it } from 'vitest';
import { hashUploadsWhileWriting } from './driveUploadHashes.ts';

/** A store that keeps what it is given, as the tus stores do, and answers the new offset. */
function memoryStore(): DataStore & { bytes: Map<string, Buffer> } {
  const bytes = new Map<string, Buffer>();
  return {
    bytes,
    async write(source: Readable, id: string, offset: number) {
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(chunk as Buffer);
      const kept = (bytes.get(id) ?? Buffer.alloc(0)).subarray(0, offset);
      bytes.set(id, Buffer.concat([kept, ...chunks]));
      return offset + Buffer.concat(chunks).length;
    },
  } as unknown as DataStore & { bytes: Map<string, Buffer> };
}

/** `data` as a request body arrives: in 64 KiB chunks. */
const body = (data: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(data.length / 65536) }, (_unused, index) =>
      data.subarray(index * 65536, (index + 1) * 65536),
    ),
  );

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('upload hashes (worker thread)', () => {
  it('hashes parts across batch boundaries, and only an upload it saw whole', async () => {
    const store = memoryStore();
    const hashes = hashUploadsWhileWriting(store);
    try {
      const data = Buffer.alloc(5 * 1024 * 1024 + 12345);
      for (let index = 0; index + 4 <= data.length; index += 4)
        data.writeUInt32LE((index * 2654435761) >>> 0, index);
      const cuts = [0, 1_500_000, 1_500_001, 4_200_000, data.length];
      for (let part = 0; part + 1 < cuts.length; part += 1) {
        const [from, to] = [cuts[part] ?? 0, cuts[part + 1] ?? 0];
        expect(await store.write(body(data.subarray(from, to)), 'a', from)).toBe(to);
      }
      expect(await hashes.take('a', data.length)).toBe(sha256(data));
      // Taken once: a retried last request reads the stored bytes instead.
      expect(await hashes.take('a', data.length)).toBeUndefined();

      // A part that did not start here (another instance, before a restart): no hash.
      await store.write(body(data.subarray(1000, 2000)), 'b', 1000);
      expect(await hashes.take('b', 2000)).toBeUndefined();

      // Two uploads at once keep their own hashes.
      const other = Buffer.from('other upload');
      await Promise.all([
        store.write(body(data.subarray(0, 3_000_000)), 'c', 0),
        store.write(body(other), 'd', 0),
      ]);
      expect(await hashes.take('d', other.length)).toBe(sha256(other));
      expect(await hashes.take('c', 3_000_000)).toBe(sha256(data.subarray(0, 3_000_000)));
    } finally {
      await hashes.close();
    }
  });

  it('answers no hash when the thread ended meanwhile, never a wrong one', async () => {
    const store = memoryStore();
    const hashes = hashUploadsWhileWriting(store);
    const data = Buffer.alloc(3 * 1024 * 1024, 7);
    await store.write(body(data.subarray(0, 2_000_000)), 'a', 0);
    await hashes.close();
    await store.write(body(data.subarray(2_000_000)), 'a', 2_000_000);
    expect(await hashes.take('a', data.length)).toBeUndefined();
    // The next upload starts a thread again.
    await store.write(body(data), 'b', 0);
    expect(await hashes.take('b', data.length)).toBe(sha256(data));
    await hashes.close();
  });
});
