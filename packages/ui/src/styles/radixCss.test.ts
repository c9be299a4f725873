import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error — a plain .mjs build script without type declarations
import { buildRadixCss, manifestFile, outputFile } from '../../scripts/radixCss.mjs';

type Manifest = {
  colors: string[];
  components: string[];
  utilities: string[];
  responsiveUtilities: string[];
};
const build = buildRadixCss as (manifest?: Manifest) => string;
const manifest = JSON.parse(readFileSync(manifestFile as string, 'utf8')) as Manifest;

describe('radix.generated.css', () => {
  it('is up to date with radixParts.json (run `npm run radix-css -w @atrium/ui`)', () => {
    expect(readFileSync(outputFile as string, 'utf8') === build()).toBe(true);
  });

  it('holds the listed parts and nothing of the unlisted ones', () => {
    const css = build();
    // Table, Checkbox and DataList: the features' pages use them from Radix Themes directly.
    for (const name of [
      '.rt-Button',
      '.rt-BaseButton',
      '.rt-TextFieldRoot',
      '.rt-CalloutRoot',
      '.rt-TableRoot',
      '.rt-ScrollAreaRoot',
      '.rt-CheckboxRoot',
      '.rt-DataListRoot',
    ])
      expect(css).toContain(name);
    for (const name of ['.rt-SelectTrigger', '.rt-DialogContent', '.rt-Code', '.rt-SwitchRoot'])
      expect(css).not.toContain(name);
    expect(css).toContain('--slate-9:');
    expect(css).not.toContain('--ruby-9:');
    expect(css).not.toContain("[data-accent-color='ruby']");
    // responsive variants only for the responsive groups; margins without breakpoints
    expect(css).toContain('.md\\:rt-r-gap-3');
    expect(css).toContain('.rt-r-px-5');
    expect(css).not.toContain('.md\\:rt-r-px-5');
    expect(css).toContain('.rt-r-mt-4');
    expect(css).not.toMatch(/\.[a-z]+\\:rt-r-m[trblxy]?-\d/);
  });

  it('adding a part adds its CSS', () => {
    const css = build({ ...manifest, components: [...manifest.components, 'switch'] });
    expect(css).toContain('.rt-SwitchRoot');
  });

  it('names a misspelt part instead of dropping it silently', () => {
    expect(() => build({ ...manifest, components: ['buton'] })).toThrow(
      /no Radix Themes component "buton"/,
    );
  });
});
