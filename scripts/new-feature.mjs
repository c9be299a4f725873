#!/usr/bin/env node
/**
 * npm run new-feature -- users [--root <dir>]
 * Writes packages/features/src/<name>/ with the file set of house-style.md.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GeneratorError,
  camelFromKebab,
  isKebabCase,
  parseGeneratorArgs,
  pascalFromKebab,
  report,
  runCli,
  writeFiles,
} from './generators/lib.mjs';

const USAGE = 'Usage: npm run new-feature -- <kebab-case-name>   (e.g. users, leave-requests)';

/** Where the shared feature plumbing lives, relative to a feature folder. */
export const FEATURE_IMPORTS = {
  useApi: '../app/ApiProvider.tsx',
  FeatureHarness: '../testing/FeatureHarness.tsx',
  withFeatureProviders: '../testing/storyDecorators.tsx',
};

export function featureFiles(slug) {
  const camel = camelFromKebab(slug);
  const Pascal = pascalFromKebab(slug);
  const keys = `${camel}Keys`;
  const hook = `use${Pascal}`;
  const Page = `${Pascal}Page`;
  const Query = `${Pascal}Query`;
  const title = slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ');
  const en = {
    title,
    loading: 'Loading…',
    empty: 'Nothing here yet.',
    error: 'Something went wrong. Try again.',
  };
  // The title cannot be translated by a script: check-i18n warns until someone does.
  const ar = {
    title,
    loading: 'جارٍ التحميل…',
    empty: 'لا يوجد شيء هنا بعد.',
    error: 'حدث خطأ. حاول مرة أخرى.',
  };
  return {
    [`${keys}.ts`]: `
export interface ${Query} {
  page: number;
  size: number;
}

/** SWR keys for ${slug}: invalidate \`${keys}.all\` after any mutation. */
export const ${keys} = {
  all: ['${slug}'] as const,
  list: (query: ${Query}) => [...${keys}.all, 'list', query] as const,
  detail: (id: string) => [...${keys}.all, 'detail', id] as const,
};
`,
    [`${hook}.ts`]: `
import useSWR from 'swr';
import { useApi } from '${FEATURE_IMPORTS.useApi}';
import { ${keys}, type ${Query} } from './${keys}.ts';

export function ${hook}(query: ${Query}) {
  const api = useApi();
  const { data, error, isLoading } = useSWR(${keys}.list(query), () => api.${camel}.list(query));
  return { ${camel}: data?.items ?? [], total: data?.total ?? 0, error, isLoading };
}
`,
    [`${Page}.tsx`]: `
import { Heading, Text } from '@atrium/ui';
import { useTranslation } from 'react-i18next';
import { ${hook} } from './${hook}.ts';

export interface ${Page}Props {
  /** 1-based page from the route; the app owns the URL. */
  page?: number;
}

export function ${Page}({ page = 1 }: ${Page}Props) {
  const { t } = useTranslation('${slug}');
  const { ${camel}, total, error, isLoading } = ${hook}({ page, size: 10 });

  if (isLoading) return <Text role="status">{t('loading')}</Text>;
  if (error) return <Text role="alert">{t('error')}</Text>;
  return (
    <section aria-labelledby="${slug}-title">
      <Heading as="h1" id="${slug}-title">
        {t('title')}
      </Heading>
      {total === 0 ? (
        <Text>{t('empty')}</Text>
      ) : (
        <ul>
          {${camel}.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
`,
    [`${Page}.stories.tsx`]: `
import { ApiError } from '@atrium/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '${FEATURE_IMPORTS.withFeatureProviders}';
import { ${Page} } from './${Page}.tsx';

// Each story brings its own fake API; the toolbar's locale and theme globals set language,
// direction and appearance.
const meta = {
  title: 'Features/${Pascal}/${Page}',
  component: ${Page},
  parameters: { layout: 'fullscreen' },
  decorators: [withFeatureProviders()],
} satisfies Meta<typeof ${Page}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Empty: Story = { decorators: [withFeatureProviders({ ${camel}: [] })] };
export const Loading: Story = { decorators: [withFeatureProviders({ latencyMs: Infinity })] };
export const Error: Story = {
  decorators: [
    withFeatureProviders({
      failWith: new ApiError({ kind: 'detail', status: 500, url: '/api/${slug}', detail: 'An error occurred' }),
    }),
  ],
};
export const RightToLeft: Story = { globals: { locale: 'ar' } };
export const Dark: Story = { globals: { theme: 'dark' } };
`,
    [`${Page}.test.tsx`]: `
import { ApiError } from '@atrium/api';
import { createFakeApi, type FakeApiOptions } from '@atrium/api/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureHarness } from '${FEATURE_IMPORTS.FeatureHarness}';
import { ${Page} } from './${Page}.tsx';

// FeatureHarness gives every render a fresh SWR cache, so no test sees another's data.
function renderPage(options: FakeApiOptions = {}, language: 'en' | 'ar' = 'en') {
  return render(
    <FeatureHarness api={createFakeApi(options)} language={language}>
      <${Page} />
    </FeatureHarness>,
  );
}

describe('${Page}', () => {
  it('shows the heading once loaded', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '${title}' })).toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    renderPage({ ${camel}: [] });
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('shows an alert when the API fails', async () => {
    renderPage({
      failWith: new ApiError({ kind: 'detail', status: 500, url: '/api/${slug}', detail: 'An error occurred' }),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('renders in Arabic', async () => {
    renderPage({ ${camel}: [] }, 'ar');
    expect(await screen.findByText('لا يوجد شيء هنا بعد.')).toBeInTheDocument();
  });
});
`,
    'index.ts': `
export { ${Page}, type ${Page}Props } from './${Page}.tsx';
export { ${hook} } from './${hook}.ts';
export { ${keys}, type ${Query} } from './${keys}.ts';
`,
    'locales/en.json': `${JSON.stringify(en, null, 2)}\n`,
    'locales/ar.json': `${JSON.stringify(ar, null, 2)}\n`,
  };
}

export async function generateFeature({ name, root }) {
  if (!isKebabCase(name)) {
    throw new GeneratorError(
      `"${name}" is not lower-case kebab-case (e.g. users, leave-requests).\n${USAGE}`,
    );
  }
  const dir = path.join(root, 'packages/features/src', name);
  const written = await writeFiles(dir, featureFiles(name));
  const Pascal = pascalFromKebab(name);
  const exportLine = `export { ${Pascal}Page, use${Pascal}, ${camelFromKebab(name)}Keys } from './${name}/index.ts';`;
  return { dir, written, exportLine };
}

async function main(argv) {
  const args = parseGeneratorArgs(argv, USAGE);
  const { written, exportLine } = await generateFeature(args);
  report(args.root, written, [
    `add to packages/features/src/index.ts:\n      ${exportLine}`,
    `register the '${args.name}' namespace in packages/features/src/i18n/createI18n.ts (I18N_NAMESPACES, I18N_RESOURCES) and translate the Arabic title`,
    `add the '${camelFromKebab(args.name)}' resource to @atrium/api (contracts, client, createFakeApi)`,
    'add its route in apps/web/src/signedInRoutes.tsx (CONTRIBUTING: how to add an area), then a changeset: npx changeset',
  ]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runCli(main);
}
