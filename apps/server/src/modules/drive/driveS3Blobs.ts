import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { checkedKey, type DriveBlobs, sha256Of, STORAGE_KEY } from './driveBlobs.ts';

/**
 * Every object of the drive is under this prefix (versions as `drive/<storage key>`, tus
 * uploads beside them), so the bucket can hold other things too.
 */
export const DRIVE_S3_PREFIX = 'drive/';
/** How objects are copied: whole up to CopyObject's limit, else in parts (UploadPartCopy). */
export interface S3CopyLimits {
  /** The largest object one CopyObject copies (S3: 5 GiB). */
  wholeMaxBytes: number;
  /** The part size past it (S3 allows up to 10,000 parts of 5 MiB to 5 GiB). */
  partBytes: number;
}

const S3_COPY_LIMITS: S3CopyLimits = { wholeMaxBytes: 5 * 1024 ** 3, partBytes: 512 * 1024 ** 2 };
/** DeleteObjects takes at most this many keys at once. */
const DELETE_BATCH = 1000;

/** An SDK error that means "no such object" (HeadObject answers a bare 404 NotFound). */
export function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || name === 'NoSuchUpload';
}

/**
 * Versions as objects in an S3 bucket (AWS, MinIO, Ceph, …). A finished tus upload (written by
 * driveS3Uploads.ts under the same prefix, its id `drive/<uuid>`) is already the object the
 * version needs: adopting it copies nothing. Copies are server-side (CopyObject).
 */
export function createS3DriveBlobs(
  client: S3Client,
  bucket: string,
  copyLimits: S3CopyLimits = S3_COPY_LIMITS,
): DriveBlobs {
  const objectKey = (key: string) => `${DRIVE_S3_PREFIX}${checkedKey(key)}`;
  const copySource = (key: string) => `${bucket}/${objectKey(key)}`;

  async function size(key: string): Promise<number | undefined> {
    try {
      const head = await client.send(
        new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const answer = await client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    // In Node the SDK's body is the HTTP response, a Readable.
    return answer.Body as Readable;
  }

  /** A copy in parts (UploadPartCopy), for objects past CopyObject's 5 GiB. */
  async function copyInParts(from: string, to: string, bytes: number): Promise<void> {
    const target = { Bucket: bucket, Key: objectKey(to) };
    const { UploadId } = await client.send(new CreateMultipartUploadCommand(target));
    try {
      const parts: { ETag: string | undefined; PartNumber: number }[] = [];
      for (let start = 0; start < bytes; start += copyLimits.partBytes) {
        const end = Math.min(start + copyLimits.partBytes, bytes) - 1;
        const PartNumber = parts.length + 1;
        const { CopyPartResult } = await client.send(
          new UploadPartCopyCommand({
            ...target,
            UploadId,
            PartNumber,
            CopySource: copySource(from),
            CopySourceRange: `bytes=${start}-${end}`,
          }),
        );
        parts.push({ ETag: CopyPartResult?.ETag, PartNumber });
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          ...target,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ ...target, UploadId })).catch(() => {});
      throw error;
    }
  }

  return {
    newKey: () => randomUUID(),

    async adopt(uploadId) {
      const key = uploadId.startsWith(DRIVE_S3_PREFIX)
        ? uploadId.slice(DRIVE_S3_PREFIX.length)
        : uploadId;
      // Completing the multipart upload made the object; nothing to move, only to check.
      if ((await size(key)) === undefined) {
        throw new Error(`driveS3Blobs: the upload ${uploadId} has no object`);
      }
      return key;
    },

    async copy(from, to) {
      const bytes = await size(from);
      if (bytes === undefined) throw new Error(`driveS3Blobs: ${from} is missing`);
      if (bytes > copyLimits.wholeMaxBytes) return copyInParts(from, to, bytes);
      await client.send(
        new CopyObjectCommand({ Bucket: bucket, Key: objectKey(to), CopySource: copySource(from) }),
      );
    },

    read,
    size,
    sha256: async (key) => sha256Of(await read(key)),

    async remove(keys) {
      for (let index = 0; index < keys.length; index += DELETE_BATCH) {
        const batch = keys.slice(index, index + DELETE_BATCH);
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
          }),
        );
        const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
        if (failed.length > 0) {
          throw new Error(
            `driveS3Blobs: ${failed.length} objects not removed (${failed[0]?.Code ?? '?'}: ${failed[0]?.Message ?? ''})`,
          );
        }
      }
    },

    async keysWrittenBefore(cutoff) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: DRIVE_S3_PREFIX, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = (object.Key ?? '').slice(DRIVE_S3_PREFIX.length);
          // Uploads' `.info` and `.part` objects are not versions: the uploads sweep has them.
          if (STORAGE_KEY.test(key) && object.LastModified && object.LastModified < cutoff) {
            keys.push(key);
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
  };
}
