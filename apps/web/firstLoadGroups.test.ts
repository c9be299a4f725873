// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_ALERT_PARTS, SHARED_BY_FIRST_PAGES, SHELL_LATER_PARTS } from './firstLoad.ts';
import { entryPointSource, localeOfModule } from './firstLoadGroups.ts';

describe('entryPointSource', () => {
  it.each([...SHARED_BY_FIRST_PAGES, ...SHELL_LATER_PARTS, ...ERROR_ALERT_PARTS])(
    '%s names a source file of its package',
    (specifier) => {
      const file = entryPointSource(specifier);
      expect(file).toMatch(/\/packages\/(ui|features)\/src\/.+\.tsx?$/);
      expect(existsSync(file)).toBe(true);
    },
  );

  it('reads the main entry of a package', () => {
    expect(entryPointSource('@atrium/ui')).toMatch(/\/packages\/ui\/src\/index\.ts$/);
  });

  it('refuses an entry point the package does not export (a renamed part fails the build)', () => {
    expect(() => entryPointSource('@atrium/ui/no-such-part')).toThrow(
      /@atrium\/ui has no "\.\/no-such-part" export/,
    );
  });
});

describe('localeOfModule', () => {
  it('reads the namespace and language of a translation file', () => {
    expect(localeOfModule('/repo/packages/features/src/auth/locales/ar.json')).toEqual({
      folder: 'auth',
      namespace: 'auth',
      language: 'ar',
    });
  });

  it('calls the i18n folder’s translations `common`', () => {
    expect(localeOfModule('/repo/packages/features/src/i18n/locales/en.json')?.namespace).toBe(
      'common',
    );
  });

  it('ignores other modules', () => {
    expect(localeOfModule('/repo/packages/features/src/auth/LoginPage.tsx')).toBeUndefined();
    expect(localeOfModule('/repo/packages/features/src/auth/locales/index.ts')).toBeUndefined();
  });
});
