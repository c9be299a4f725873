import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../../test/fileStores.ts';
import type { DriveBlobs } from './driveBlobs.ts';
import { createS3DriveBlobs, DRIVE_S3_PREFIX } from './driveS3Blobs.ts';
import { s3ClientConfig } from './driveStorage.ts';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('the drive blobs in S3 (against s3rver)', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let client: S3Client;
  let blobs: DriveBlobs;

  beforeAll(async () => {
    s3 = await startTestS3();
    client = new S3Client(s3ClientConfig(s3.settings));
    blobs = createS3DriveBlobs(client, s3.settings.bucket);
  });
  afterAll(async () => {
    client.destroy();
    await s3.stop();
  });

  /** An object as a finished upload or an earlier version leaves it. */
  async function put(key: string, body: string): Promise<string> {
    await client.send(
      new PutObjectCommand({
        Bucket: s3.settings.bucket,
        Key: `${DRIVE_S3_PREFIX}${key}`,
        Body: body,
      }),
    );
    return key;
  }

  it('reads an object whole or a range of it, its size, and its SHA-256', async () => {
    const key = await put(randomUUID(), '0123456789abcdef');
    expect(await blobs.size(key)).toBe(16);
    expect(await text(await blobs.read(key))).toBe('0123456789abcdef');
    expect(await text(await blobs.read(key, { start: 4, end: 9 }))).toBe('456789');
    expect(await blobs.sha256(key)).toBe(
      createHash('sha256').update('0123456789abcdef').digest('hex'),
    );
    const missing = randomUUID();
    expect(await blobs.size(missing)).toBeUndefined();
    await expect(blobs.read(missing)).rejects.toThrow();
    await expect(blobs.size('../etc/passwd')).rejects.toThrow(/not a storage key/);
  });

  it('adopts a finished upload as it is, and refuses one that has no object', async () => {
    const id = randomUUID();
    await put(id, 'uploaded');
    expect(await blobs.adopt(`${DRIVE_S3_PREFIX}${id}`)).toBe(id);
    await expect(blobs.adopt(`${DRIVE_S3_PREFIX}${randomUUID()}`)).rejects.toThrow(/no object/);
  });

  it('copies on the server, whole or in parts past the single-copy limit', async () => {
    const from = await put(randomUUID(), 'a version worth keeping');
    const whole = randomUUID();
    await blobs.copy(from, whole);
    expect(await text(await blobs.read(whole))).toBe('a version worth keeping');

    const inParts = createS3DriveBlobs(client, s3.settings.bucket, {
      wholeMaxBytes: 10,
      partBytes: 8,
    });
    const parted = randomUUID();
    await inParts.copy(from, parted);
    expect(await text(await blobs.read(parted))).toBe('a version worth keeping');
  });

  it('removes in batches (a missing key is no error) and lists keys by age, versions only', async () => {
    const keys = [await put(randomUUID(), 'a'), await put(randomUUID(), 'b')];
    await client.send(
      new PutObjectCommand({
        Bucket: s3.settings.bucket,
        Key: `${DRIVE_S3_PREFIX}${randomUUID()}.info`,
        Body: '{}',
      }),
    );
    const listed = await blobs.keysWrittenBefore(new Date(Date.now() + 60_000));
    expect(listed).toEqual(expect.arrayContaining(keys));
    expect(listed.every((key) => !key.endsWith('.info'))).toBe(true);
    expect(await blobs.keysWrittenBefore(new Date(Date.now() - 60_000))).toEqual([]);
    await blobs.remove([...keys, randomUUID()]);
    expect(await blobs.size(keys[0]!)).toBeUndefined();
    expect(await blobs.keysWrittenBefore(new Date(Date.now() + 60_000))).not.toContain(keys[1]);
  });
});
