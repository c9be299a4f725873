import type { Readable } from 'node:stream';
import { fileTypeFromStream } from 'file-type/node';
import type { DriveBlobs } from './driveBlobs.ts';

/** Bytes read to tell text from binary when the magic numbers say nothing. */
const SNIFF_BYTES = 8192;

/**
 * A stored file's type, from its bytes (security.md: never the name or the browser's guess):
 * what `file-type` recognises by its magic numbers, else `text/plain` for valid UTF-8 without
 * NUL bytes, else `application/octet-stream`. SVG and HTML are text here, so they are never
 * served as markup from our origin.
 */
export async function typeOfStored(
  blobs: Pick<DriveBlobs, 'read' | 'size'>,
  key: string,
): Promise<string> {
  const size = await blobs.size(key);
  if (!size) return 'application/octet-stream';
  const whole = await blobs.read(key);
  try {
    const detected = await fileTypeFromStream(whole);
    if (detected) return detected.mime;
  } finally {
    whole.destroy(); // file-type reads only the start: the rest is not fetched
  }
  const head = await bytesOf(
    await blobs.read(key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 }),
  );
  if (head.includes(0)) return 'application/octet-stream';
  try {
    // A multi-byte character cut at the end of the sample is not a reason to say binary.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, trimPartial(head)));
    return 'text/plain';
  } catch {
    return 'application/octet-stream';
  }
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The length of `bytes` without a UTF-8 sequence cut short at its end. */
function trimPartial(bytes: Uint8Array): number {
  let end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back += 1) {
    const byte = bytes[end - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: keep looking back
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    if (needed > back) end -= back;
    break;
  }
  return end;
}
