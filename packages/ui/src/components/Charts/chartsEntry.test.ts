import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Static and dynamic imports and re-exports: `import x from 'a'`, `import 'a'`, `export { x } from 'a'`, `import('a')`.
const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(?\s*['"]([^'"]+)['"]/g;

/** The source without comments, so an `import('./x')` in a doc comment is not taken for an import. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidate = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ].find((file) => existsSync(file) && /\.(ts|tsx)$/.test(file));
  if (!candidate) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return candidate;
}

/** The module graph of an entry: every local source file it reaches and every package it imports. */
function graphOf(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [path.join(src, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const match of withoutComments(readFileSync(file, 'utf8')).matchAll(importPattern)) {
      const specifier = match[1] ?? match[2]!;
      if (specifier.startsWith('.')) {
        if (!/\.(css|woff2?|mdx)$/.test(specifier)) queue.push(resolveLocal(file, specifier));
      } else {
        packages.add(specifier);
      }
    }
  }
  return { files: [...files].map((file) => path.relative(src, file)), packages: [...packages] };
}

const chartLibraries = /^(recharts|victory-vendor|d3-)/;

describe('@atrium/ui/charts is a separate entry', () => {
  it('src/index.ts reaches neither the chart components nor the chart library', () => {
    const { files, packages } = graphOf('index.ts');
    // the walk really covers the package (a broken pattern would find nothing and prove nothing)
    expect(files).toContain(path.join('components', 'DataTable', 'DataTable.tsx'));
    expect(packages).toContain('@radix-ui/themes');
    expect(files.filter((file) => file.includes(path.join('components', 'Charts')))).toEqual([]);
    expect(packages.filter((name) => chartLibraries.test(name))).toEqual([]);
  });

  it('src/charts.ts is where the chart library comes in', () => {
    const { files, packages } = graphOf('charts.ts');
    expect(files).toContain(path.join('components', 'Charts', 'CartesianChart.tsx'));
    expect(files).toContain(path.join('components', 'Charts', 'DonutChart.tsx'));
    expect(packages).toContain('recharts');
  });
});
