import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.ts';
import type { JobOutcome, JobQueueCounts } from '../jobs/jobRunner.ts';

/** Seconds; the p99 goal of a request is 150 ms (the bench), so the buckets are finer around it. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900];

/** The route label of a request no route matched: never the raw URL (unbounded label values). */
export const UNMATCHED_ROUTE = '(unmatched)';

export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx';

export function statusClassOf(status: number): StatusClass {
  const hundreds = Math.min(Math.max(Math.floor(status / 100), 1), 5);
  return `${hundreds}xx` as StatusClass;
}

let processRegistry: Registry | undefined;

/**
 * The process's own figures (event-loop delay, heap, CPU, handles) once per process: every app
 * of a test run shares them, and the event-loop monitor is not started again for each.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

export interface MetricsSources {
  /** The database's connections (db/client.ts). */
  poolStats?: () => PoolStats;
  /** Counts the jobs table by state; asked at each scrape. */
  jobQueue?: () => Promise<JobQueueCounts>;
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * One app's Prometheus metrics (GET /api/metrics): requests by route pattern, method and status
 * class, database query latency and connections, the job queue and job runs, open live streams,
 * plus the process figures. A registry per app, so tests can build several side by side.
 */
export function createMetrics(sources: MetricsSources = {}) {
  const registry = new Registry();

  const requests = new Counter({
    name: 'atrium_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    registers: [registry],
  });
  const requestDuration = new Histogram({
    name: 'atrium_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'atrium_http_errors_total',
    help: 'HTTP answers with a 4xx or 5xx status, by status class.',
    labelNames: ['status_class'] as const,
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'atrium_db_query_duration_seconds',
    help: 'Database query latency, from sending a query to its answer (waiting for a connection included).',
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'atrium_db_pool_connections',
    help: 'Database connections by state (total, idle) and queries waiting for one (waiting).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'atrium_jobs',
    help: 'Jobs in the queue by state: due (waiting for a runner), scheduled (later), running, failed (kept for a week).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      if (!sources.jobQueue) return;
      // A scrape must answer even when the database does not: the gauge is left out then.
      const counts = await sources.jobQueue().catch(() => undefined);
      this.reset();
      if (!counts) return;
      for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
    },
  });
  const jobRuns = new Counter({
    name: 'atrium_job_runs_total',
    help: 'Job attempts by kind and outcome: done, retry (failed, will run again) or failed (given up).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'atrium_job_duration_seconds',
    help: 'How long a job attempt took, by kind.',
    labelNames: ['kind'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'atrium_live_streams_open',
    help: 'Live event streams (GET /api/events) open on this instance.',
    registers: [registry],
  });

  return {
    contentType: registry.contentType,

    requestAnswered(route: string, method: string, status: number, seconds: number): void {
      const labels = { route, method, status_class: statusClassOf(status) };
      requests.inc(labels);
      requestDuration.observe(labels, seconds);
      if (status >= 400) errors.inc({ status_class: labels.status_class });
    },

    queryAnswered(seconds: number): void {
      queryDuration.observe(seconds);
    },

    jobRan(kind: string, outcome: JobOutcome, seconds: number): void {
      jobRuns.inc({ kind, outcome });
      jobDuration.observe({ kind }, seconds);
    },

    streamOpened(): void {
      streams.inc();
    },

    streamClosed(): void {
      streams.dec();
    },

    /** The exposition text: this app's metrics, then the process's. */
    async render(): Promise<string> {
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return `${own}\n${process}`;
    },
  };
}
