import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver, { type S3rverContext } from 's3rver';
import type { DriveS3Settings } from '../modules/drive/driveStorage.ts';

/**
 * Where the drive keeps files in the server suites: the data directory (the default) or, with
 * TEST_FILE_STORE=s3, an S3 bucket on an s3rver started in the test process (CI's S3 step runs
 * the drive suites that way: .ci/run).
 */
export const testFileStore: 'local' | 's3' = process.env.TEST_FILE_STORE === 's3' ? 's3' : 'local';

const BUCKET = 'atrium-test';

/** s3rver's own credentials (it checks signatures). */
const S3RVER_KEY = 'S3RVER';

function xml(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

/**
 * ListParts and AbortMultipartUpload, which s3rver 3.7 lacks and `@tus/s3-store` uses (resuming
 * an upload, giving one up), answered from s3rver's own folder of multipart uploads.
 */
function multipartGaps(server: S3rver) {
  return async (context: S3rverContext, next: () => Promise<void>) => {
    const uploadId = context.query.uploadId;
    const match = /^\/([^/]+)\/(.+)$/.exec(context.path);
    const asked =
      uploadId && match && (context.method === 'GET' || context.method === 'DELETE')
        ? { bucket: match[1] ?? '', key: decodeURIComponent(match[2] ?? '') }
        : undefined;
    if (!asked || !/^[0-9a-f]+$/.test(uploadId ?? '')) return next();
    const folder = path.join(
      server.store.getResourcePath(asked.bucket, undefined, 'uploads'),
      uploadId ?? '',
    );
    const names = await readdir(folder).catch(() => undefined);
    if (context.method === 'DELETE') {
      await rm(folder, { recursive: true, force: true });
      context.status = 204;
      context.body = '';
      return;
    }
    context.type = 'application/xml';
    if (!names) {
      context.status = 404;
      context.body = xml(
        '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
      );
      return;
    }
    const parts = await Promise.all(
      names
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(a) - Number(b))
        .map(async (name) => {
          const info = await stat(path.join(folder, name));
          const md5 = await readFile(path.join(folder, `${name}.md5`), 'utf8');
          return `<Part><PartNumber>${name}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
        }),
    );
    context.status = 200;
    context.body = xml(
      `<ListPartsResult><Bucket>${asked.bucket}</Bucket><Key>${asked.key}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  };
}

/** An s3rver on a free port with its own temp folder and the test bucket, until `stop`. */
export async function startTestS3(): Promise<{
  settings: DriveS3Settings;
  stop: () => Promise<void>;
}> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'atrium-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  // Before s3rver's router (the last middleware), which would refuse these requests.
  server.middleware.splice(server.middleware.length - 1, 0, multipartGaps(server));
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
    },
    async stop() {
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
