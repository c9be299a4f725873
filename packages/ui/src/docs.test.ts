import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every component's stories have a Storybook docs page next to them (`<Name>.stories.tsx` →
// `<Name>.mdx`), attached with `<Meta of>`, with the house sections: props, usage (Arabic RTL and
// accessibility notes) and do / don't. `npm run new-component` writes one.

const src = path.dirname(fileURLToPath(import.meta.url));
const componentsDir = path.join(src, 'components');

/**
 * Component folders whose docs page is still to be written. Keep it empty: an entry is allowed only
 * while a component lands, and the last test fails once the page exists so the entry gets removed.
 */
const KNOWN_MISSING: readonly string[] = [];

interface Page {
  folder: string;
  dir: string;
  /** The stories file's base name, which is also the docs page's. */
  name: string;
}

const folders = [
  ...readdirSync(componentsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(componentsDir, entry.name)),
  path.join(src, 'UiProvider'),
];

// The features stories (one per variant, RTL, dark…) belong to the same page as the main stories.
const mainStories = /^(?<name>[A-Z]\w*)\.stories\.tsx?$/;

const pages: Page[] = folders.flatMap((dir) =>
  readdirSync(dir).flatMap((file) => {
    const name = mainStories.exec(file)?.groups?.name;
    return name ? [{ folder: path.basename(dir), dir, name }] : [];
  }),
);

const hasPage = (page: Page) => existsSync(path.join(page.dir, `${page.name}.mdx`));

describe('Storybook docs pages', () => {
  it('finds the components with stories', () => {
    expect(pages.length).toBeGreaterThanOrEqual(37);
    expect(pages.map((page) => page.name)).toContain('Button');
  });

  const documented = pages.filter((page) => !KNOWN_MISSING.includes(page.folder));

  it.each(documented.map((page) => [`${page.folder}/${page.name}`, page] as const))(
    '%s has a docs page attached to its stories',
    (_, page) => {
      const mdxPath = path.join(page.dir, `${page.name}.mdx`);
      expect(existsSync(mdxPath), `missing ${page.folder}/${page.name}.mdx`).toBe(true);
      const mdx = readFileSync(mdxPath, 'utf8');
      const stories = `${page.name}Stories`;

      expect(mdx).toContain(`import * as ${stories} from './${page.name}.stories';`);
      expect(mdx).toContain(`<Meta of={${stories}} />`);
      expect(mdx).toMatch(/<(Primary|Canvas of=\{[^}]+\})/);
      expect(mdx).toMatch(/<(ArgTypes|Controls)\b/);
      const headings = [...mdx.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
      expect(headings).toEqual(expect.arrayContaining(['Usage', 'Do', "Don't"]));
      expect(mdx).toMatch(/\*\*Arabic \(RTL\):\*\*/);
      expect(mdx).toMatch(/\*\*Accessibility:\*\*/);

      // An autodocs page as well would be a second docs entry for the same component.
      const storiesFile = readdirSync(page.dir).find((file) =>
        new RegExp(`^${page.name}\\.stories\\.tsx?$`).test(file),
      );
      expect(readFileSync(path.join(page.dir, storiesFile ?? ''), 'utf8')).not.toMatch(
        /['"]autodocs['"]/,
      );
    },
  );

  it('lists in KNOWN_MISSING only folders that still lack a page', () => {
    const stale = KNOWN_MISSING.filter(
      (folder) => !pages.some((page) => page.folder === folder && !hasPage(page)),
    );
    expect(stale).toEqual([]);
  });
});
