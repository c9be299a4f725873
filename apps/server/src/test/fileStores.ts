import { createHash } from 'node:crypto';
import { open, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
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

/** UploadPartCopy: a range of an object becomes a part, as s3rver's own UploadPart writes one. */
async function copyPart(
  server: S3rver,
  context: S3rverContext,
  folder: string,
  source: string,
): Promise<void> {
  const [, bucket = '', key = ''] = /^\/?([^/]+)\/(.+)$/.exec(decodeURIComponent(source)) ?? [];
  const range = /^bytes=(\d+)-(\d+)$/.exec(String(context.headers['x-amz-copy-source-range']));
  const start = Number(range?.[1] ?? 0);
  const end = Number(range?.[2] ?? 0);
  const file = await open(server.store.getResourcePath(bucket, key, 'object'), 'r');
  const bytes = Buffer.alloc(end - start + 1);
  try {
    await file.read(bytes, 0, bytes.length, start);
  } finally {
    await file.close();
  }
  const part = path.join(folder, String(context.query.partNumber));
  const md5 = createHash('md5').update(bytes).digest('hex');
  await writeFile(part, bytes);
  await writeFile(`${part}.md5`, md5);
  context.type = 'application/xml';
  context.status = 200;
  context.body = xml(
    `<CopyPartResult><ETag>"${md5}"</ETag><LastModified>${new Date().toISOString()}</LastModified></CopyPartResult>`,
  );
}

/**
 * ListParts, AbortMultipartUpload and UploadPartCopy, which s3rver 3.7 lacks and the drive uses
 * (`@tus/s3-store` resuming or giving up an upload, a copy past 5 GiB), answered from s3rver's
 * own folder of multipart uploads.
 */
function multipartGaps(server: S3rver) {
  return async (context: S3rverContext, next: () => Promise<void>) => {
    const uploadId = context.query.uploadId;
    const match = /^\/([^/]+)\/(.+)$/.exec(context.path);
    const copySource = context.headers['x-amz-copy-source'];
    const handled =
      context.method === 'GET' ||
      context.method === 'DELETE' ||
      (context.method === 'PUT' && typeof copySource === 'string');
    const asked =
      uploadId && match && handled
        ? { bucket: match[1] ?? '', key: decodeURIComponent(match[2] ?? '') }
        : undefined;
    if (!asked || !/^[0-9a-f]+$/.test(uploadId ?? '')) return next();
    const folder = path.join(
      server.store.getResourcePath(asked.bucket, undefined, 'uploads'),
      uploadId ?? '',
    );
    if (context.method === 'PUT') return copyPart(server, context, folder, String(copySource));
    const names = await readdir(folder).catch(() => undefined);
    context.type = 'application/xml';
    if (names && context.method === 'DELETE') {
      await rm(folder, { recursive: true, force: true });
      context.status = 204;
      context.body = '';
      return;
    }
    // As S3: a multipart upload completed or aborted is gone for both.
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
