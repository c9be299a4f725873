import { HeadBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { filesDir } from '../../lib/files.ts';
import { createLocalDriveBlobs, type DriveBlobs } from './driveBlobs.ts';
import { createS3DriveBlobs } from './driveS3Blobs.ts';
import { createS3UploadStore } from './driveS3Uploads.ts';
import { createLocalUploadStore, type DriveUploadStore } from './driveUploadStore.ts';
import { createDriveThumbnails, type DriveThumbnails } from './driveThumbnails.ts';

/** The S3-compatible object store the drive keeps its files in (env.ts: ATRIUM_S3_*). */
export interface DriveS3Settings {
  /** The server's URL (MinIO, Ceph, …); undefined: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; neither: the SDK's default chain (environment, instance role, …). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (MinIO, Ceph, s3rver). */
  forcePathStyle: boolean;
}

/** Where the drive's bytes live: its versions, its uploads in progress, and how to check both. */
export interface DriveStorage {
  blobs: DriveBlobs;
  uploads: DriveUploadStore;
  /** One maker for the app: it limits how many are made at once and makes each one once. */
  thumbnails: DriveThumbnails;
  /** Fails with a DriveStorageError when the store cannot be used (checked at start). */
  check(): Promise<void>;
  close(): void;
}

/** The object store cannot be used; the message says what to change (one startup line). */
export class DriveStorageError extends Error {}

/** Where the drive's file versions live on disk: `<dataDir>/files/drive/<storage key>`. */
export const driveFilesDir = (dataDir: string) => filesDir(dataDir, 'drive');
/** Thumbnails of image files, made on first request (they can always be made again). */
export const driveThumbnailsDir = (dataDir: string) => filesDir(dataDir, 'drive-thumbnails');
/** Uploads in progress (tus), on the same disk so a finished one is linked in, not copied. */
export const driveUploadsDir = (dataDir: string) => filesDir(dataDir, 'drive-uploads');

export function s3ClientConfig(settings: DriveS3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: the SDK's default (a CRC on every upload, sent as
    // a trailer) is not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** Why the bucket cannot be used, in words that name the variable to change. */
export function describeBucketProblem(error: unknown, settings: DriveS3Settings): string {
  const where = `the S3 bucket "${settings.bucket}" at ${settings.endpoint ?? `AWS ${settings.region}`}`;
  const name = (error as { name?: string } | undefined)?.name ?? '';
  const code = (error as { code?: string } | undefined)?.code ?? '';
  const status = (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata
    ?.httpStatusCode;
  if (name === 'NotFound' || name === 'NoSuchBucket' || status === 404) {
    return `${where} does not exist. Create it, or correct ATRIUM_S3_BUCKET.`;
  }
  if (status === 403 || status === 401 || /AccessDenied|InvalidAccessKeyId|Signature/.test(name)) {
    return `${where} refused the keys (${name || status}). Correct ATRIUM_S3_ACCESS_KEY_ID and ATRIUM_S3_SECRET_ACCESS_KEY, or give them access to the bucket.`;
  }
  const reason = code || name || (error instanceof Error ? error.message : String(error));
  return `${where} did not answer (${reason}). Check that the server runs and is reachable, or correct ATRIUM_S3_ENDPOINT.`;
}

/** The drive's storage: S3 when `s3` is set, else folders under `<dataDir>/files`. */
export function createDriveStorage({
  dataDir,
  s3,
}: {
  dataDir: string;
  s3?: DriveS3Settings | undefined;
}): DriveStorage {
  if (!s3) {
    const uploadsDirectory = driveUploadsDir(dataDir);
    const blobs = createLocalDriveBlobs(driveFilesDir(dataDir), uploadsDirectory);
    return {
      blobs,
      uploads: createLocalUploadStore(uploadsDirectory),
      thumbnails: createDriveThumbnails(driveThumbnailsDir(dataDir), blobs),
      check: async () => {},
      close: () => {},
    };
  }
  // Atrium runs on Node 20 with the SDK pinned (ADR 0004): the SDK's notice that later versions
  // will need Node 22 would print several lines on every start. Unless asked for, it stays quiet.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const config = s3ClientConfig(s3);
  const client = new S3Client(config);
  const blobs = createS3DriveBlobs(client, s3.bucket);
  return {
    blobs,
    uploads: createS3UploadStore(client, config, s3.bucket),
    thumbnails: createDriveThumbnails(driveThumbnailsDir(dataDir), blobs),
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
      } catch (error) {
        throw new DriveStorageError(describeBucketProblem(error, s3), { cause: error });
      }
    },
    close: () => client.destroy(),
  };
}
