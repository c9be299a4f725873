#!/usr/bin/env node
/**
 * npm run new-component -- BottomNav [--root <dir>]
 * Writes packages/ui/src/components/<Name>/ with the file set of house-style.md.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GeneratorError,
  isPascalCase,
  lowerFirst,
  parseGeneratorArgs,
  report,
  runCli,
  writeFiles,
} from './generators/lib.mjs';

const USAGE = 'Usage: npm run new-component -- <PascalCaseName>   (e.g. BottomNav)';

export function componentFiles(Name) {
  const name = lowerFirst(Name);
  const variants = `${name}Variants`;
  const Variant = `${Name}Variant`;
  return {
    [`${variants}.ts`]: `
/** The one list of ${Name} variants: used by the recipe, the prop type and the stories. */
export const ${variants} = ['solid', 'soft'] as const;

export type ${Variant} = (typeof ${variants})[number];
`,
    [`${Name}.css.ts`]: `
import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css.ts';
import { vars } from '../../theme/vars.css.ts';
import { ${variants}, type ${Variant} } from './${variants}.ts';

// A Record keyed by the variant list: adding a variant without a style fails to compile.
const variantStyles: Record<${Variant}, StyleRule> = {
  solid: inAtriumLayer({ backgroundColor: vars.color.accent[9], color: vars.color.accentContrast }),
  soft: inAtriumLayer({ backgroundColor: vars.color.accent[3], color: vars.color.accent[11] }),
};

export const ${name} = recipe({
  base: inAtriumLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    paddingInline: vars.space[3],
    paddingBlock: vars.space[2],
    borderRadius: vars.radius[3],
    textAlign: 'start',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { transition: 'background-color 150ms ease' },
    },
  }),
  variants: { variant: variantStyles },
  defaultVariants: { variant: ${variants}[0] },
});
`,
    [`${Name}.tsx`]: `
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ${name} } from './${Name}.css.ts';
import type { ${Variant} } from './${variants}.ts';

export interface ${Name}Props extends ComponentPropsWithoutRef<'div'> {
  /** Visual style, one of \`${variants}\`. */
  variant?: ${Variant};
}

export const ${Name} = forwardRef<HTMLDivElement, ${Name}Props>(function ${Name}(
  { variant = 'solid', className, ...props },
  ref,
) {
  return (
    <div
      ref={ref}
      data-variant={variant}
      className={[${name}({ variant }), className].filter(Boolean).join(' ')}
      {...props}
    />
  );
});
${Name}.displayName = '${Name}';
`,
    [`${Name}.stories.tsx`]: `
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${Name} } from './${Name}.tsx';
import { ${variants} } from './${variants}.ts';

const meta = {
  title: 'Components/${Name}',
  component: ${Name},
  args: { children: '${Name}', variant: 'solid' },
  argTypes: { variant: { control: 'inline-radio', options: ${variants} } },
} satisfies Meta<typeof ${Name}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop as a control. */
export const Playground: Story = {
  args: { children: 'Edit me in the controls panel' },
};
`,
    [`${Name}.features.stories.tsx`]: `
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${Name} } from './${Name}.tsx';

const meta = {
  title: 'Components/${Name}/Features',
  component: ${Name},
  args: { children: '${Name}' },
} satisfies Meta<typeof ${Name}>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per entry of ${variants}.
export const Solid: Story = { args: { variant: 'solid' } };
export const Soft: Story = { args: { variant: 'soft' } };

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { children: 'نص عربي' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const LongLabel: Story = {
  args: {
    children:
      'A label long enough to wrap onto a second line so that overflow and alignment show up',
  },
};

export const ReducedMotion: Story = {
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
};
`,
    [`${Name}.test.tsx`]: `
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ${Name} } from './${Name}.tsx';
import { ${variants} } from './${variants}.ts';

describe('${Name}', () => {
  it('forwards its ref, merges className and has a displayName', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <${Name} ref={ref} className="extra">
        Label
      </${Name}>,
    );
    expect(ref.current).toBe(screen.getByText('Label'));
    expect(ref.current).toHaveClass('extra');
    expect(${Name}.displayName).toBe('${Name}');
  });

  it.each(${variants})('exposes the %s variant as a data attribute', (variant) => {
    render(<${Name} variant={variant}>Label</${Name}>);
    expect(screen.getByText('Label')).toHaveAttribute('data-variant', variant);
  });

  it.each(['ltr', 'rtl'] as const)('renders its content in %s', (dir) => {
    render(
      <div dir={dir}>
        <${Name}>Label</${Name}>
      </div>,
    );
    expect(screen.getByText('Label').closest('[dir]')).toHaveAttribute('dir', dir);
  });
});
`,
    [`${Name}.mdx`]: `
import { ArgTypes, Meta, Primary } from '@storybook/addon-docs/blocks';
import * as ${Name}Stories from './${Name}.stories';

<Meta of={${Name}Stories} />

# ${Name}

{/* Docs page (house-style.md): rewrite each section for what ${Name} really does before it ships. */}

${Name} is a block that lays its content out in a row with the theme's spacing and shows it in one of
the \`${variants}\` styles: \`solid\` (accent fill) or \`soft\` (tinted).

<Primary />

## Props

<ArgTypes of={${Name}Stories} />

## Usage

\`\`\`tsx
import { ${Name} } from '@atrium/ui';

<${Name} variant="soft">{t('label')}</${Name}>;
\`\`\`

- **Arabic (RTL):** spacing and alignment are logical (\`paddingInline\`, \`textAlign: 'start'\`), so the
  content starts on the right in Arabic; the text comes from the caller in the user's language.
- **Accessibility:** a plain \`div\` with no role; its text is read as part of the page. Give it a role
  and a label if it becomes a landmark or a control. The variant is exposed as \`data-variant\`.

## Do

- Pick the variant from \`${variants}\`; it is the one list the recipe, the prop type and the stories
  share.
- Pass translated text as children (English and Arabic).

## Don't

- Don't restyle it with physical CSS (\`left\`, \`marginLeft\`); it would break in Arabic.
- Don't rely on the colour of a variant alone to carry meaning.
`,
    'index.ts': `
export { ${Name}, type ${Name}Props } from './${Name}.tsx';
export { ${variants}, type ${Variant} } from './${variants}.ts';
`,
  };
}

export async function generateComponent({ name, root }) {
  if (!isPascalCase(name)) {
    throw new GeneratorError(`"${name}" is not PascalCase (e.g. BottomNav).\n${USAGE}`);
  }
  const dir = path.join(root, 'packages/ui/src/components', name);
  const written = await writeFiles(dir, componentFiles(name));
  const exportLine = `export { ${name}, ${lowerFirst(name)}Variants, type ${name}Props, type ${name}Variant } from './components/${name}/index.ts';`;
  return { dir, written, exportLine };
}

async function main(argv) {
  const args = parseGeneratorArgs(argv, USAGE);
  const { written, exportLine } = await generateComponent(args);
  report(args.root, written, [
    `add to packages/ui/src/index.ts:\n      ${exportLine}`,
    'update the public-API snapshot: npm test -w @atrium/ui -- -u',
    `add a changeset: npx changeset  (minor, "**${args.name}:** add the component")`,
  ]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runCli(main);
}
