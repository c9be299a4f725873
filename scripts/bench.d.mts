// Types of what apps/web's budget test takes from bench.mjs (firstLoadChunks.test.ts).

export interface MeasuredFile {
  file: string;
  gzip: number;
}

export interface MeasuredPage {
  jsGzip: number;
  cssGzip: number;
  files: MeasuredFile[];
}

export const LOGIN_ROUTE_CHUNKS: RegExp[];
export const LOGIN_JS_BUDGET_RATIO: number;
export const BUDGETS: { loginCss: number; uiShellJs: number };

export function measurePage(
  distDir: string,
  extraPatterns?: RegExp[],
  listFiles?: () => string[],
): MeasuredPage;
export function listDist(distDir: string): string[];
export function measureFloor(directory?: string): Promise<MeasuredPage>;
export function measureUiShell(): Promise<{ gzip: number; lazyGzip: number; missing: string[] }>;
