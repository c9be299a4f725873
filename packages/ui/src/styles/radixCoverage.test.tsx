import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import {
  Box,
  Button as RadixButton,
  Container,
  DataList,
  Grid,
  IconButton,
  Link,
  Progress,
  Table,
  Theme,
  VisuallyHidden,
} from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { takeClasses, type PropTable, type TableProps } from '../utils/themesMarkup/propTable';

// Radix Themes' markup with no matching rule renders unstyled, silently: a Radix part used by
// @atrium/ui but missing from radixParts.json (so from radix.generated.css) fails here instead.

const here = path.dirname(fileURLToPath(import.meta.url));
const srcRoot = path.resolve(here, '..');
const css = readFileSync(path.join(here, 'radix.generated.css'), 'utf8');

/** Every class a selector of the generated stylesheet names (`sm:` variants unescaped). */
const styledClasses = new Set(
  [...css.matchAll(/\.((?:[a-z]+\\:)?-?rt-[A-Za-z0-9-]+)/g)].map((match) =>
    match[1]!.replace('\\:', ':'),
  ),
);

/** Classes that carry no rule of their own in Radix Themes either (state and layout hooks). */
const UNSTYLED_BY_DESIGN = new Set([
  // Radix's reset class is styled per element (`.rt-reset:where(button)`) and matched above;
  // these markers only combine with other classes that are checked themselves.
  'rt-high-contrast',
]);

function isStyled(name: string): boolean {
  return styledClasses.has(name) || UNSTYLED_BY_DESIGN.has(name);
}

/** `rt-r-size-` (a template prefix in our source): some styled class starts with it. */
function isStyledPrefix(prefix: string): boolean {
  return [...styledClasses].some((name) => name.startsWith(prefix));
}

/** Every file holding prop tables (`Flex.props.ts`, `spacing.props.ts`…). */
function tableFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return tableFiles(file);
    return entry.endsWith('.props.ts') ? [file] : [];
  });
}

function isPropTable(value: unknown): value is PropTable {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (entry) =>
        typeof entry === 'object' && entry !== null && 'type' in entry && 'className' in entry,
    )
  );
}

/**
 * Every class a table can write: each value of each entry, at each breakpoint when the entry is
 * responsive, through the same takeClasses the components use.
 */
function tableClasses(table: PropTable): string[] {
  const breakpoints = ['initial', 'xs', 'sm', 'md', 'lg', 'xl'];
  return Object.entries(table).flatMap(([name, prop]) => {
    const values: (string | boolean)[] = prop.type === 'boolean' ? [true] : [...prop.values];
    const responsive = prop.type === 'enum' && prop.responsive;
    const props: TableProps<PropTable>[] = values.flatMap((value) => [
      { [name]: value },
      ...(responsive ? breakpoints.map((breakpoint) => ({ [name]: { [breakpoint]: value } })) : []),
    ]);
    return props.flatMap((one) => takeClasses(table, one)[0].split(' '));
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    // Prop tables name class prefixes; the next test checks every class they write.
    const isMarkup = /\.(ts|tsx)$/.test(entry) && !/\.(test|stories|css|props)\.tsx?$/.test(entry);
    return isMarkup && !/\.(features\.)?stories\.tsx$/.test(entry) ? [file] : [];
  });
}

function classesOf(element: ReactElement): string[] {
  const { container, unmount } = render(element);
  const names = [...container.querySelectorAll('[class]')].flatMap((node) =>
    [...node.classList].filter((name) => /^([a-z]+:)?rt-/.test(name)),
  );
  unmount();
  return names;
}

describe('every Radix Themes class @atrium/ui renders is in radix.generated.css', () => {
  it('the classes our markup helpers and components write', () => {
    const missing = new Map<string, string>();
    for (const file of sourceFiles(srcRoot)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/[`'"\s(]((?:[a-z]+:)?rt-[A-Za-z0-9-]*)(\$\{)?/g)) {
        const [, name, template] = match;
        if (!name) continue;
        const styled = template ? isStyledPrefix(name) : isStyled(name);
        if (!styled) missing.set(name, path.relative(srcRoot, file));
      }
    }
    expect(
      Object.fromEntries(missing),
      'add the Radix part to src/styles/radixParts.json and run `npm run radix-css -w @atrium/ui`',
    ).toEqual({});
  });

  it('the classes of the prop tables (`*.props.ts`) our markup helpers and components use', async () => {
    const missing = new Map<string, string>();
    let tables = 0;
    for (const file of tableFiles(srcRoot)) {
      const exports = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      for (const table of Object.values(exports).filter(isPropTable)) {
        tables += 1;
        for (const name of tableClasses(table))
          if (!isStyled(name)) missing.set(name, path.relative(srcRoot, file));
      }
    }
    expect(tables).toBeGreaterThanOrEqual(8);
    expect(
      Object.fromEntries(missing),
      'add the Radix part to src/styles/radixParts.json and run `npm run radix-css -w @atrium/ui`',
    ).toEqual({});
  });

  it('the Radix Themes components ui re-exports or renders as they are', () => {
    const rendered = classesOf(
      <Theme>
        <Box p="2">
          <Container size="2">
            <Grid columns="2" gap="2">
              <IconButton aria-label="x" />
              <RadixButton>Go</RadixButton>
              <Link href="#x">Link</Link>
              <Progress value={40} />
              <VisuallyHidden>Hidden</VisuallyHidden>
            </Grid>
            <DataList.Root>
              <DataList.Item>
                <DataList.Label>Name</DataList.Label>
                <DataList.Value>Sara</DataList.Value>
              </DataList.Item>
            </DataList.Root>
            <Table.Root>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                <Table.Row>
                  <Table.RowHeaderCell>Sara</Table.RowHeaderCell>
                  <Table.Cell>Admin</Table.Cell>
                </Table.Row>
              </Table.Body>
            </Table.Root>
          </Container>
        </Box>
      </Theme>,
    );
    expect(rendered.length).toBeGreaterThan(20);
    const missing = [...new Set(rendered)].filter((name) => !isStyled(name));
    expect(
      missing,
      'add the Radix part to src/styles/radixParts.json and run `npm run radix-css -w @atrium/ui`',
    ).toEqual([]);
  });
});

describe('the @radix-ui/themes peer range', () => {
  it('is the minor version the markup equivalence and coverage tests run against', () => {
    const ui = JSON.parse(readFileSync(path.join(srcRoot, '../package.json'), 'utf8')) as {
      peerDependencies: Record<string, string>;
    };
    const installed = JSON.parse(
      readFileSync(
        path.join(srcRoot, '../../../node_modules/@radix-ui/themes/package.json'),
        'utf8',
      ),
    ) as { version: string };
    const [major, minor] = installed.version.split('.');
    // Our markup helpers copy Radix's class names (ADR 0009): a new minor may rename them.
    expect(ui.peerDependencies['@radix-ui/themes']).toBe(`~${major}.${minor}.0`);
  });
});
