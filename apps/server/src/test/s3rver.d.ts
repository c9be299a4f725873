/** The parts of s3rver (an S3-compatible server for tests, no types of its own) the tests use. */
declare module 's3rver' {
  import type { Server } from 'node:http';

  export interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | undefined>;
    headers: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  }

  type S3rverMiddleware = (context: S3rverContext, next: () => Promise<void>) => Promise<void>;

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string }[];
    });
    middleware: S3rverMiddleware[];
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    httpServer: Server;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
