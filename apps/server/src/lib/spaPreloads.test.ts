import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PreloadManifest } from '@atrium/api/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createSpaIndex } from './spaPreloads.ts';

const INDEX = '<!doctype html><html><head><title>Atrium</title></head><body></body></html>';

const MANIFEST: PreloadManifest = {
  fonts: { en: ['/assets/inter-latin.woff2'], ar: ['/assets/cairo-arabic.woff2'] },
  routes: [
    {
      path: '/login',
      signedIn: false,
      scripts: ['/assets/signin-abc.js'],
      styles: ['/assets/signin-abc.css'],
      locales: { en: ['/assets/locale-auth-en-1.js'], ar: ['/assets/locale-auth-ar-1.js'] },
    },
  ],
};

const dirs: string[] = [];
function distWith(manifest: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-spa-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  if (manifest !== undefined)
    writeFileSync(path.join(dir, 'preloads.json'), JSON.stringify(manifest));
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('createSpaIndex', () => {
  it("links a manifest page's code, styles, words and font in the saved language", () => {
    const page = createSpaIndex(distWith(MANIFEST))({
      path: '/login',
      hasSession: false,
      language: 'ar',
    });
    expect(page.html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/signin-abc.js">',
    );
    expect(page.html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/signin-abc.css">',
    );
    expect(page.html).toContain('href="/assets/locale-auth-ar-1.js"');
    expect(page.html).toContain('href="/assets/cairo-arabic.woff2"');
    expect(page.html).not.toContain('locale-auth-en');
  });

  it('links only the font for a page the manifest does not list, or for the other session', () => {
    const index = createSpaIndex(distWith(MANIFEST));
    const signedIn = index({ path: '/login', hasSession: true, language: undefined });
    expect(signedIn.html).not.toContain('signin-abc');
    expect(signedIn.html).toContain('inter-latin.woff2');
  });

  it('serves index.html as built when preloads.json is missing or not what the build writes', () => {
    for (const manifest of [undefined, { fonts: 'none', routes: 'all' }]) {
      const page = createSpaIndex(distWith(manifest))({
        path: '/login',
        hasSession: false,
        language: 'en',
      });
      expect(page.html).toBe(INDEX);
    }
  });

  it('never links a file outside /assets, whatever the manifest says', () => {
    const hostile: PreloadManifest = {
      fonts: { en: ['https://evil.example/font.woff2'] },
      routes: [
        { ...MANIFEST.routes[0]!, scripts: ['/assets/ok.js', '"><script>alert(1)</script>'] },
      ],
    };
    const page = createSpaIndex(distWith(hostile))({
      path: '/login',
      hasSession: false,
      language: 'en',
    });
    expect(page.html).toContain('/assets/ok.js');
    expect(page.html).not.toContain('evil.example');
    expect(page.html).not.toContain('<script>');
  });
});
