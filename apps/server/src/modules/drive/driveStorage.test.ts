import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../env.ts';
import { describeStartupError } from '../../lifecycle/describeStartupError.ts';
import { startTestS3 } from '../../test/fileStores.ts';
import { createDriveStorage, type DriveS3Settings } from './driveStorage.ts';

const S3_ENV = {
  ATRIUM_S3_ENDPOINT: 'http://minio.internal:9000',
  ATRIUM_S3_BUCKET: 'atrium-files',
  ATRIUM_S3_ACCESS_KEY_ID: 'atrium',
  ATRIUM_S3_SECRET_ACCESS_KEY: 'a-long-secret',
};

function startupLine(source: NodeJS.ProcessEnv): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return describeStartupError(error);
  }
  throw new Error('loadEnv accepted it');
}

describe('the drive storage settings (ATRIUM_S3_*)', () => {
  it('keeps files in the data directory unless a bucket is named', () => {
    expect(loadEnv({}).driveS3).toBeUndefined();
  });

  it('reads an S3-compatible server, path-style by default when it has an endpoint', () => {
    expect(loadEnv(S3_ENV).driveS3).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'atrium-files',
      region: 'us-east-1',
      accessKeyId: 'atrium',
      secretAccessKey: 'a-long-secret',
      forcePathStyle: true,
    });
    expect(
      loadEnv({ ATRIUM_S3_BUCKET: 'atrium-files', ATRIUM_S3_REGION: 'eu-west-1' }).driveS3,
    ).toMatchObject({ endpoint: undefined, region: 'eu-west-1', forcePathStyle: false });
    expect(loadEnv({ ...S3_ENV, ATRIUM_S3_FORCE_PATH_STYLE: 'false' }).driveS3).toMatchObject({
      forcePathStyle: false,
    });
  });

  it('refuses half a configuration in one startup line naming the variable', () => {
    const { ATRIUM_S3_BUCKET: _bucket, ...withoutBucket } = S3_ENV;
    expect(startupLine(withoutBucket)).toMatch(
      /^Atrium failed to start: invalid environment variable: ATRIUM_S3_BUCKET: required when ATRIUM_S3_ENDPOINT, ATRIUM_S3_ACCESS_KEY_ID, ATRIUM_S3_SECRET_ACCESS_KEY is set/,
    );
    const { ATRIUM_S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = S3_ENV;
    expect(startupLine(withoutSecret)).toContain(
      'ATRIUM_S3_ACCESS_KEY_ID and ATRIUM_S3_SECRET_ACCESS_KEY: set both, or neither',
    );
    expect(startupLine({ ...S3_ENV, ATRIUM_S3_BUCKET: 'Not_A_Bucket' })).toContain(
      'ATRIUM_S3_BUCKET: is not an S3 bucket name',
    );
    expect(startupLine({ ...S3_ENV, ATRIUM_S3_ENDPOINT: 'minio:9000' })).toContain(
      'ATRIUM_S3_ENDPOINT: must be a URL',
    );
  });
});

describe('the drive storage check at start', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.stop());

  async function problemWith(settings: Partial<DriveS3Settings>): Promise<string | undefined> {
    const storage = createDriveStorage({
      dataDir: '/nonexistent',
      s3: { ...s3.settings, ...settings },
    });
    try {
      await storage.check();
      return undefined;
    } catch (error) {
      return describeStartupError(error);
    } finally {
      storage.close();
    }
  }

  it('passes when the bucket answers, and names what to change when it does not', async () => {
    expect(await problemWith({})).toBeUndefined();
    expect(await problemWith({ bucket: 'missing-bucket' })).toBe(
      `Atrium failed to start: the S3 bucket "missing-bucket" at ${s3.settings.endpoint} does not exist. Create it, or correct ATRIUM_S3_BUCKET.`,
    );
    expect(await problemWith({ accessKeyId: 'nobody' })).toMatch(
      /refused the keys .*Correct ATRIUM_S3_ACCESS_KEY_ID and ATRIUM_S3_SECRET_ACCESS_KEY/,
    );
    expect(await problemWith({ endpoint: 'http://127.0.0.1:1' })).toMatch(
      /^Atrium failed to start: the S3 bucket "atrium-test" at http:\/\/127\.0\.0\.1:1 did not answer \(ECONNREFUSED\)\. .*ATRIUM_S3_ENDPOINT\.$/,
    );
  });
});
