import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import type { DataStore } from '@tus/server';

/** Uploads whose running hash is kept at once (each is a few hundred bytes of hash state). */
const MAX_RUNNING = 1000;
/** Bytes handed to the hashing thread at once (one copy off the socket's chunks, then moved). */
const BATCH_BYTES = 1024 * 1024;
/** Batches the hashing thread may be behind by before a request waits for it (memory bound). */
const MAX_IN_FLIGHT = 16;

/**
 * The hashing thread: SHA-256 states by token, fed batches it sends back (moved, not copied) for
 * reuse. Plain JavaScript evaluated in the worker, so the server's bundle needs no second entry.
 */
const HASHING_THREAD = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const hashes = new Map();
parentPort.on('message', (message) => {
  if (message.op === 'update') {
    let hash = hashes.get(message.token);
    if (!hash) hashes.set(message.token, (hash = createHash('sha256')));
    hash.update(new Uint8Array(message.buffer, 0, message.length));
    parentPort.postMessage({ op: 'done', buffer: message.buffer }, [message.buffer]);
  } else if (message.op === 'digest') {
    const hash = hashes.get(message.token) ?? createHash('sha256');
    hashes.delete(message.token);
    parentPort.postMessage({ op: 'digest', token: message.token, hex: hash.digest('hex') });
  } else if (message.op === 'drop') {
    hashes.delete(message.token);
  }
});
`;

type ThreadMessage =
  { op: 'done'; buffer: ArrayBuffer } | { op: 'digest'; token: number; hex: string };

/**
 * One worker thread hashing for the whole server, started on the first upload. If it dies, the
 * hashes it held are lost: every digest asked of it answers undefined (the caller then reads the
 * stored bytes), and the next upload starts another.
 */
class HashingThread {
  private worker: Worker | undefined;
  private generation = 0;
  private inFlight = 0;
  private free: ArrayBuffer[] = [];
  private waiting: (() => void)[] = [];
  private digests = new Map<number, (hex: string | undefined) => void>();
  private nextToken = 1;

  /** A token for a new running hash, tied to the thread now running. */
  start(): { token: number; generation: number } {
    this.running();
    return { token: this.nextToken++, generation: this.generation };
  }

  /** Whether a hash started under `generation` is still held by the thread. */
  holds(generation: number): boolean {
    return this.worker !== undefined && generation === this.generation;
  }

  buffer(): ArrayBuffer {
    return this.free.pop() ?? new ArrayBuffer(BATCH_BYTES);
  }

  /** Hands `length` bytes of `buffer` to the thread (the buffer is moved); waits while it is far behind. */
  async update(token: number, buffer: ArrayBuffer, length: number): Promise<void> {
    const worker = this.running();
    this.inFlight += 1;
    worker.postMessage({ op: 'update', token, buffer, length }, [buffer]);
    while (this.inFlight >= MAX_IN_FLIGHT && this.worker === worker) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  digest(token: number, generation: number): Promise<string | undefined> {
    if (!this.holds(generation) || !this.worker) return Promise.resolve(undefined);
    const worker = this.worker;
    return new Promise((resolve) => {
      this.digests.set(token, resolve);
      worker.postMessage({ op: 'digest', token });
    });
  }

  drop(token: number, generation: number): void {
    if (this.holds(generation)) this.worker?.postMessage({ op: 'drop', token });
  }

  close(): Promise<unknown> {
    const worker = this.worker;
    this.lost();
    return worker ? worker.terminate() : Promise.resolve();
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(HASHING_THREAD, { eval: true });
    worker.unref();
    worker.on('message', (message: ThreadMessage) => {
      if (this.worker !== worker) return;
      if (message.op === 'done') {
        this.inFlight -= 1;
        if (this.free.length < MAX_IN_FLIGHT) this.free.push(message.buffer);
        this.waiting.shift()?.();
      } else {
        this.digests.get(message.token)?.(message.hex);
        this.digests.delete(message.token);
      }
    });
    const gone = () => {
      if (this.worker === worker) this.lost();
    };
    worker.on('error', gone);
    worker.on('exit', gone);
    this.worker = worker;
    return worker;
  }

  /** The thread is gone: its hashes with it. */
  private lost(): void {
    this.worker = undefined;
    this.generation += 1;
    this.inFlight = 0;
    for (const resolve of this.digests.values()) resolve(undefined);
    this.digests.clear();
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}

interface RunningHash {
  token: number;
  generation: number;
  /** Bytes hashed, which are the bytes the store has (else the hash is dropped). */
  bytes: number;
}

/**
 * SHA-256 of uploads computed as their bytes go into the store, so a finished upload is not read
 * again to hash it, and in a worker thread, so the hashing (most of a large upload's CPU after
 * the disk) does not hold up the thread reading the sockets. The hash state lives in this
 * process: an upload whose parts went through another instance, or through this one before a
 * restart (or the thread's end), has none, and `take` answers undefined (the caller reads the
 * stored bytes instead).
 */
export function hashUploadsWhileWriting(datastore: DataStore): {
  /** The finished upload's SHA-256 (hex) when every one of its `size` bytes was hashed here. */
  take(id: string, size: number): Promise<string | undefined>;
  /** Ends the hashing thread (the server is closing). */
  close(): Promise<unknown>;
} {
  const thread = new HashingThread();
  const running = new Map<string, RunningHash>();
  const write = datastore.write.bind(datastore);

  const forget = (id: string) => {
    const current = running.get(id);
    running.delete(id);
    if (current) thread.drop(current.token, current.generation);
  };

  // Tus calls the store's own write for every PATCH (and creation with bytes): wrapped here.
  datastore.write = async (source: Readable, id: string, offset: number) => {
    const kept = running.get(id);
    running.delete(id);
    let current: RunningHash | undefined =
      kept && kept.bytes === offset && thread.holds(kept.generation) ? kept : undefined;
    if (kept && !current) thread.drop(kept.token, kept.generation);
    if (!current && offset === 0) current = { ...thread.start(), bytes: 0 };
    if (!current) return write(source, id, offset);
    const hashing = current;

    let batch = thread.buffer();
    let filled = 0;
    const send = async () => {
      if (filled === 0) return;
      const full = batch;
      const length = filled;
      batch = thread.buffer();
      filled = 0;
      await thread.update(hashing.token, full, length);
    };
    const passing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        let from = 0;
        const copy = async () => {
          while (from < chunk.length) {
            const taken = Math.min(chunk.length - from, BATCH_BYTES - filled);
            new Uint8Array(batch, filled, taken).set(chunk.subarray(from, from + taken));
            from += taken;
            filled += taken;
            hashing.bytes += taken;
            if (filled === BATCH_BYTES) await send();
          }
        };
        copy().then(() => done(null, chunk), done);
      },
      flush(done) {
        send().then(() => done(), done);
      },
    });
    // A failing request body fails `passing` too, and so the store's write.
    pipeline(source, passing).catch(() => {});
    let written: number;
    try {
      written = await write(passing, id, offset);
    } catch (error) {
      thread.drop(hashing.token, hashing.generation);
      throw error;
    }
    if (written === hashing.bytes && thread.holds(hashing.generation)) {
      running.set(id, hashing);
      if (running.size > MAX_RUNNING) forget(running.keys().next().value ?? '');
    } else {
      thread.drop(hashing.token, hashing.generation);
    }
    return written;
  };

  return {
    async take(id, size) {
      const current = running.get(id);
      running.delete(id);
      if (!current) return undefined;
      if (current.bytes !== size) {
        thread.drop(current.token, current.generation);
        return undefined;
      }
      return thread.digest(current.token, current.generation);
    },
    close: () => thread.close(),
  };
}
