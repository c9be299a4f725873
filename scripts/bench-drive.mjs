/**
 * The drive's figures for `npm run bench` (issue 21); bench.mjs calls these, and
 * `node scripts/bench-drive.mjs [--skip-server]` prints them alone (after `npm run build`).
 *   - the drive page's JS: the chunk holding DrivePage (its own file, assets/drive-*.js), its gzip
 *     size, and the files /login loads that hold any module of the drive (none allowed);
 *   - apps/server/bench/driveBench.ts on PGlite: a 1 GiB tus upload over loopback as a ratio to a
 *     disk copy of the same file (issue 21's goal ≥ 0.6, printed), the same file sent by the same
 *     client to a raw node:http server writing it to disk (the floor) and the budget we keep:
 *     floor time / tus time ≥ 0.6 (ADR 0023), and the first page of a 10,000-item folder
 *     (p95 ≤ 50 ms). It takes a minute or two and needs 3 GiB free in the temp folder.
 */
import { runServerBench } from './serverBench.mjs';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The drive feature's modules, as the build's source maps name them. */
export const DRIVE_MODULES = /packages\/features\/src\/drive\//;
/** The drive page itself: the chunk holding it is "the drive page's JS". */
const DRIVE_PAGE = /packages\/features\/src\/drive\/DrivePage\.tsx$/;
/** Route chunks are named after their area (apps/web's build): the drive's is assets/drive-*.js. */
export const DRIVE_CHUNK = /^assets\/drive-[\w-]+\.js$/;

/** The modules a built JS file is made of, from its source map (none without one). */
function modulesOf(distDir, file) {
  const mapFile = path.join(distDir, `${file}.map`);
  return existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? []) : [];
}

/**
 * Where the drive page's code is in the build at `distDir`: `files` are every file of the build
 * (listDist), `loginFiles` what /login loads (bench.mjs measurePage's `files`).
 */
export function measureDriveChunk(distDir, files, loginFiles) {
  const scripts = files.filter((file) => file.endsWith('.js'));
  const pageFiles = scripts.filter((file) =>
    modulesOf(distDir, file).some((source) => DRIVE_PAGE.test(source)),
  );
  if (pageFiles.length === 0) return { skipped: 'no source map names DrivePage.tsx' };
  const onLogin = loginFiles
    .filter(({ file }) => file.endsWith('.js'))
    .map(({ file }) => ({
      file,
      modules: modulesOf(distDir, file).filter((source) => DRIVE_MODULES.test(source)).length,
    }))
    .filter(({ modules }) => modules > 0);
  return {
    files: pageFiles,
    ownChunk: pageFiles.length === 1 && DRIVE_CHUNK.test(pageFiles[0]),
    gzip: pageFiles.reduce(
      (total, file) => total + gzipSync(readFileSync(path.join(distDir, file))).length,
      0,
    ),
    onLogin,
  };
}

/** Runs apps/server/bench/driveBench.ts in its own process (tsx, workspace sources). */
export function measureDriveServer() {
  return runServerBench('driveBench.ts');
}

/** As driveBench.ts's DRIVE_BENCH_GOALS: uploadRatio is issue 21's goal, floorRatio the budget. */
export const DRIVE_GOALS = { uploadRatio: 0.6, floorRatio: 0.6, listP95Ms: 50 };

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The bench's rows for the drive: [label, value], budgets as ratios as bench.mjs prints them. */
export function driveRows({ driveChunk, drive }) {
  const rows = [];
  if (driveChunk) {
    rows.push([
      'drive page JS',
      driveChunk.skipped
        ? `skipped: ${driveChunk.skipped}`
        : `${driveChunk.files.join(', ')} ${kB(driveChunk.gzip)} gz; ${driveChunk.ownChunk ? 'its own chunk' : 'NOT its own chunk'}; on /login: ${
            driveChunk.onLogin.length === 0
              ? 'nothing'
              : `FOUND in ${driveChunk.onLogin.map((hit) => `${hit.file} (${hit.modules} modules)`).join(', ')}`
          }`,
    ]);
  }
  if (drive?.skipped) rows.push(['drive (server)', `skipped: ${drive.skipped}`]);
  if (drive?.upload) {
    const { upload } = drive;
    rows.push([
      `drive upload ${upload.mib} MiB (tus)`,
      `${(upload.uploadMs / 1000).toFixed(2)} s (${upload.mibPerSecond} MiB/s, server CPU ${(upload.serverCpuMs / 1000).toFixed(2)} s${upload.serverBusyMs === undefined ? '' : `, main thread busy ${(upload.serverBusyMs / 1000).toFixed(2)} s`}); disk copy ${(upload.copyMs / 1000).toFixed(2)} s; ratio ${upload.ratio.toFixed(2)} (goal ≥ ${DRIVE_GOALS.uploadRatio})${upload.ratio < DRIVE_GOALS.uploadRatio ? '  UNDER GOAL' : ''}`,
    ]);
    if (upload.floorMs !== undefined) {
      rows.push([
        'drive upload floor (raw node:http)',
        `${(upload.floorMs / 1000).toFixed(2)} s (server CPU ${(upload.floorCpuMs / 1000).toFixed(2)} s); floor/tus ${upload.floorRatio.toFixed(2)} (budget ≥ ${DRIVE_GOALS.floorRatio})${upload.floorRatio < DRIVE_GOALS.floorRatio ? '  UNDER BUDGET' : ''}`,
      ]);
    }
  }
  if (drive?.list) {
    const { list } = drive;
    const ratio = list.p95 / DRIVE_GOALS.listP95Ms;
    rows.push([
      `drive list, ${list.items.toLocaleString('en')} items`,
      `first page p95 ${list.p95} ms (budget ${DRIVE_GOALS.listP95Ms} ms) ratio ${ratio.toFixed(2)}${ratio > 1 ? '  OVER BUDGET' : ''}; p50 ${list.p50} ms, p99 ${list.p99} ms, ${list.lists} requests on PGlite`,
    ]);
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values: flags } = parseArgs({
    options: { 'skip-server': { type: 'boolean', default: false } },
  });
  const { listDist, LOGIN_ROUTE_CHUNKS, measurePage } = await import('./bench.mjs');
  const webDist = path.join(root, 'apps/web/dist');
  const results = {};
  if (existsSync(path.join(webDist, 'index.html'))) {
    const files = listDist(webDist);
    const login = measurePage(webDist, LOGIN_ROUTE_CHUNKS, () => files);
    results.driveChunk = measureDriveChunk(webDist, files, login.files);
  } else {
    results.driveChunk = { skipped: 'apps/web is not built (npm run build)' };
  }
  if (!flags['skip-server']) results.drive = measureDriveServer();
  const rows = driveRows(results);
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('\nbench (drive)');
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
}
