import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectsCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import type { Upload } from '@tus/server';
import { DRIVE_S3_PREFIX, isMissing } from './driveS3Blobs.ts';
import {
  FINISHED_UPLOAD_KEEP_MS,
  UPLOAD_EXPIRY_MS,
  uploadIds,
  type DriveUploadStore,
} from './driveUploadStore.ts';

/**
 * `@tus/s3-store` with the cases it leaves to the caller: an empty file (tus finishes it at
 * creation, before any PATCH, so the object must exist then), a retried last PATCH of a
 * finished upload (S3Store would list the parts of a multipart upload that is complete already)
 * and a finished upload cancelled (S3Store would delete its object, which is the drive's now).
 */
class DriveS3Store extends S3Store {
  override async create(upload: Upload): Promise<Upload> {
    const created = await super.create(upload);
    if (upload.size === 0) await super.write(Readable.from([]), upload.id, 0);
    return created;
  }

  override async write(source: Readable, id: string, offset: number): Promise<number> {
    const { file } = await this.getMetadata(id);
    if (file.size === offset) {
      source.resume(); // nothing more to write: the bytes, if any, are dropped
      return offset;
    }
    return super.write(source, id, offset);
  }

  /**
   * Cancelling a finished upload removes only its notes: its object is a drive version now (or,
   * if its end was refused, bytes the orphan sweep removes), never deleted from here.
   */
  override async remove(id: string): Promise<void> {
    const upload = await this.getUpload(id);
    if (upload.size === undefined || upload.offset !== upload.size) return super.remove(id);
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: this.infoKey(id) }, { Key: this.partKey(id, true) }] },
    });
    await this.clearCache(id);
  }

  /** Drops what this process remembers of an upload the sweep removed. */
  forget(id: string): Promise<void> {
    return this.clearCache(id);
  }
}

/**
 * Uploads into the drive's bucket (`@tus/s3-store`: a multipart upload per tus upload, parts as
 * PATCH requests arrive, `<id>.info` beside it). The id is `drive/<uuid>`, so the finished
 * upload is the object `drive/<uuid>`, the version's bytes, without a copy (driveS3Blobs adopt).
 * Resuming after a restart works: what was received is in the bucket, not in this process.
 */
export function createS3UploadStore(
  client: S3Client,
  clientConfig: S3ClientConfig,
  bucket: string,
): DriveUploadStore {
  const datastore = new DriveS3Store({
    s3ClientConfig: { ...clientConfig, bucket },
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    // Expiry is this module's sweep, not bucket tags (not every S3-compatible server has them).
    useTags: false,
  });

  /** The multipart upload of an unfinished tus upload, given up: its parts go too. */
  async function abort(infoKey: string, id: string): Promise<void> {
    try {
      const info = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: infoKey }));
      const UploadId = info.Metadata?.['upload-id'];
      if (UploadId) {
        await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: id, UploadId }));
      }
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  return {
    datastore,
    ...uploadIds(DRIVE_S3_PREFIX),

    async sweep(now) {
      const written = new Map<string, Date>();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: DRIVE_S3_PREFIX, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) written.set(object.Key, object.LastModified);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);

      let swept = 0;
      for (const [infoKey, created] of written) {
        if (!infoKey.endsWith('.info')) continue;
        const id = infoKey.slice(0, -'.info'.length);
        // A finished upload is the version's object now: only its notes go. An unfinished one
        // expires a week after it started, as tus itself counts (Upload-Expires).
        const finished = written.has(id);
        const limit = finished ? FINISHED_UPLOAD_KEEP_MS : UPLOAD_EXPIRY_MS;
        if (now.getTime() - created.getTime() <= limit) continue;
        if (!finished) await abort(infoKey, id);
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: [{ Key: infoKey }, { Key: `${id}.part` }], Quiet: true },
          }),
        );
        await datastore.forget(id);
        swept += 1;
      }
      return swept;
    },
  };
}
