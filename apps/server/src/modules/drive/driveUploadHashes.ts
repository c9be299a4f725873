import { createHash, type Hash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DataStore } from '@tus/server';

/** Uploads whose running hash is kept at once (each is a few hundred bytes of hash state). */
const MAX_RUNNING = 1000;

interface RunningHash {
  hash: Hash;
  /** Bytes hashed, which are the bytes the store has (else the hash is dropped). */
  bytes: number;
}

/**
 * SHA-256 of uploads computed as their bytes go into the store, so a finished upload is not read
 * again to hash it. The hash state lives in this process: an upload whose parts went through
 * another instance, or through this one before a restart, has none, and `take` answers
 * undefined (the caller reads the stored bytes instead).
 */
export function hashUploadsWhileWriting(datastore: DataStore): {
  /** The finished upload's SHA-256 (hex) when every one of its `size` bytes was hashed here. */
  take(id: string, size: number): string | undefined;
} {
  const running = new Map<string, RunningHash>();
  const write = datastore.write.bind(datastore);

  // Tus calls the store's own write for every PATCH (and creation with bytes): wrapped here.
  datastore.write = async (source: Readable, id: string, offset: number) => {
    const current = offset === 0 ? { hash: createHash('sha256'), bytes: 0 } : running.get(id);
    running.delete(id);
    if (!current || current.bytes !== offset) return write(source, id, offset);
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        current.hash.update(chunk);
        current.bytes += chunk.length;
        done(null, chunk);
      },
    });
    // A failing request body fails `hashing` too, and so the store's write.
    pipeline(source, hashing).catch(() => {});
    const written = await write(hashing, id, offset);
    if (written === current.bytes) {
      running.set(id, current);
      if (running.size > MAX_RUNNING) running.delete(running.keys().next().value ?? '');
    }
    return written;
  };

  return {
    take(id, size) {
      const current = running.get(id);
      running.delete(id);
      return current && current.bytes === size ? current.hash.digest('hex') : undefined;
    },
  };
}
