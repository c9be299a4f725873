import { describe, expect, it } from 'vitest';
import { createRef, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fireEvent, render } from '@testing-library/react';
import {
  Button,
  Callout,
  Flex,
  Heading,
  IconButton,
  Link,
  Text,
  TextField,
  VisuallyHidden as RadixVisuallyHidden,
} from '@radix-ui/themes';
import {
  ThemesButton,
  ThemesCalloutIcon,
  ThemesCalloutRoot,
  ThemesTextFieldRoot,
  ThemesTextFieldSlot,
  VisuallyHidden,
} from '.';
import { Heading as OurHeading, Text as OurText, textLink } from '../../components/Text/Text';
import { Flex as OurFlex } from '../../components/Flex/Flex';
import { flexProps } from '../../components/Flex/Flex.props';
import { headingProps, linkProps, textProps } from '../../components/Text/Text.props';
import type { PropTable } from './propTable';
import { buttonProps } from './ThemesButton.props';
import { calloutRootProps } from './ThemesCallout.props';
import { textFieldRootProps } from './ThemesTextField.props';

/**
 * The markup of an element tree with attribute order and class order made irrelevant (neither
 * changes how Radix Themes' CSS applies), so two trees compare equal when the browser would style
 * and announce them the same.
 */
function canonical(element: ReactElement): string {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(element);
  const describe = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
    const el = node as Element;
    const attributes = [...el.attributes]
      .map(({ name, value }) =>
        name === 'class' ? `class=${value.split(/\s+/).sort().join('.')}` : `${name}=${value}`,
      )
      .sort();
    const children = [...el.childNodes].map(describe);
    return `<${el.tagName.toLowerCase()} ${attributes.join(' ')}>${children.join('')}</>`;
  };
  return [...host.childNodes].map(describe).join('');
}

function expectSameMarkup(ours: ReactElement, radix: ReactElement) {
  expect(canonical(ours)).toBe(canonical(radix));
}

const breakpoints = ['initial', 'xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * Props that give every value of every entry of a table at least once: case i sets each entry to
 * its i-th value (wrapping; booleans alternate). A responsive entry adds one case per breakpoint
 * and one with all breakpoints at once. Typed loosely: Radix's own props take these values too.
 */
function tableCases(table: PropTable): Record<string, never>[] {
  const entries = Object.entries(table);
  const count = Math.max(
    ...entries.map(([, prop]) => (prop.type === 'boolean' ? 2 : prop.values.length)),
  );
  const valueAt = (prop: PropTable[string], i: number) =>
    prop.type === 'boolean' ? i % 2 === 0 : prop.values[i % prop.values.length];
  const cases: Record<string, unknown>[] = Array.from({ length: count }, (_, i) =>
    Object.fromEntries(entries.map(([name, prop]) => [name, valueAt(prop, i)])),
  );
  for (const [name, prop] of entries) {
    if (prop.type !== 'enum' || !prop.responsive) continue;
    breakpoints.forEach((breakpoint, i) =>
      cases.push({ [name]: { [breakpoint]: valueAt(prop, i) } }),
    );
    cases.push({
      [name]: Object.fromEntries(
        breakpoints.map((breakpoint, i) => [breakpoint, valueAt(prop, i + 1)]),
      ),
    });
  }
  return cases as Record<string, never>[];
}

describe('every value of every prop table renders what Radix Themes renders', () => {
  it.each(tableCases(buttonProps))('ThemesButton.props.ts %o', (props) => {
    expectSameMarkup(<ThemesButton kind="Button" {...props} />, <Button {...props} />);
    expectSameMarkup(<ThemesButton kind="IconButton" {...props} />, <IconButton {...props} />);
  });

  it.each(tableCases(calloutRootProps))('ThemesCallout.props.ts %o', (props) => {
    expectSameMarkup(<ThemesCalloutRoot {...props} />, <Callout.Root {...props} />);
  });

  it.each(tableCases(textFieldRootProps))('ThemesTextField.props.ts %o', (props) => {
    expectSameMarkup(<ThemesTextFieldRoot {...props} />, <TextField.Root {...props} />);
  });

  it.each(tableCases(textProps))('Text.props.ts textProps %o', (props) => {
    expectSameMarkup(<OurText {...props}>Hello</OurText>, <Text {...props}>Hello</Text>);
  });

  it.each(tableCases(headingProps))('Text.props.ts headingProps %o', (props) => {
    expectSameMarkup(
      <OurHeading {...props}>Title</OurHeading>,
      <Heading {...props}>Title</Heading>,
    );
  });

  it.each(tableCases(linkProps))('Text.props.ts linkProps %o', (props) => {
    expectSameMarkup(
      textLink(<a href="/x">Link</a>, props),
      <Link asChild {...props}>
        <a href="/x">Link</a>
      </Link>,
    );
  });

  it.each(tableCases(flexProps))('Flex.props.ts %o', (props) => {
    expectSameMarkup(
      <OurFlex {...props}>
        <b>a</b>
      </OurFlex>,
      <Flex {...props}>
        <b>a</b>
      </Flex>,
    );
  });

  // Checked by tsc, not at run time: an @ts-expect-error line that compiles fails the type check.
  it('the prop types refuse what the tables do not list', () => {
    const refused = [
      // @ts-expect-error -- gap is a step of the space scale, '0' to '9'
      <OurFlex key="gap" gap="10" />,
      // @ts-expect-error -- of Flex's props only direction takes breakpoints
      <OurFlex key="wrap" wrap={{ sm: 'wrap' }} />,
      // @ts-expect-error -- no negative margins (not in radix.generated.css)
      <OurText key="mt" mt="-2" />,
      // @ts-expect-error -- not one of Radix Themes' weights
      <OurHeading key="weight" weight="black" />,
      // @ts-expect-error -- Radix's buttons have sizes 1 to 4
      <ThemesButton key="size" kind="Button" size="5" />,
      // @ts-expect-error -- Alert's callout is always soft
      <ThemesCalloutRoot key="variant" variant="surface" />,
      // @ts-expect-error -- links keep Radix's default underline
      textLink(<a href="/x">x</a>, { underline: 'always' }),
    ];
    expect(refused).toHaveLength(7);
  });
});

describe('themesMarkup renders what Radix Themes renders', () => {
  it.each([
    [{}, {}],
    [
      { size: '3', variant: 'soft', color: 'red', highContrast: true },
      { size: '3', variant: 'soft', color: 'red', highContrast: true },
    ],
    [
      { size: '1', variant: 'ghost', disabled: true, className: 'x', 'aria-busy': true },
      { size: '1', variant: 'ghost', disabled: true, className: 'x', 'aria-busy': true },
    ],
  ] as const)('Button %o', (ours, radix) => {
    expectSameMarkup(
      <ThemesButton kind="Button" type="submit" {...ours}>
        Save
      </ThemesButton>,
      <Button type="submit" {...radix}>
        Save
      </Button>,
    );
  });

  it('IconButton', () => {
    expectSameMarkup(
      <ThemesButton
        kind="IconButton"
        variant="ghost"
        color="gray"
        highContrast
        size="1"
        aria-label="Show"
      >
        i
      </ThemesButton>,
      <IconButton variant="ghost" color="gray" highContrast size="1" aria-label="Show">
        i
      </IconButton>,
    );
  });

  it.each([
    [{}],
    [{ as: 'p', size: '2', color: 'gray' }],
    [{ as: 'label', size: '3', weight: 'medium', htmlFor: 'f', className: 'lbl' }],
    [{ as: 'div', size: '1', align: 'center', highContrast: true, id: 'm' }],
    [{ as: 'p', size: '1', truncate: true, mt: '2', mb: '1', my: '3' }],
  ] as const)('Text %o', (props) => {
    expectSameMarkup(<OurText {...props}>Hello</OurText>, <Text {...props}>Hello</Text>);
  });

  it.each([
    [{}],
    [{ as: 'h2', size: '4', weight: 'bold', className: 'h' }],
    [{ as: 'h3', mb: '3', mt: '1', truncate: true }],
  ] as const)('Heading %o', (props) => {
    expectSameMarkup(
      <OurHeading {...props}>Title</OurHeading>,
      <Heading {...props}>Title</Heading>,
    );
  });

  it.each([
    [{}],
    [{ direction: 'column', gap: '4' }],
    [{ gap: '3', align: 'center', wrap: 'wrap', justify: 'end', as: 'span' }],
    [{ justify: 'between', display: 'inline-flex', className: 'row' }],
    [{ direction: 'column', gap: '2', py: '5', px: '3', mt: '4', m: '0', p: '0', pt: '3' }],
    [{ my: '2', mx: '1', mb: '2', pb: '1', flexShrink: '0', flexGrow: '1' }],
    [{ direction: { initial: 'column', sm: 'row' }, gap: '5' }],
  ] as const)('Flex %o', (props) => {
    expectSameMarkup(
      <OurFlex {...props}>
        <b>a</b>
      </OurFlex>,
      <Flex {...props}>
        <b>a</b>
      </Flex>,
    );
  });

  it('Text as="legend" renders what Radix Themes renders with asChild on a legend', () => {
    expectSameMarkup(
      <OurText as="legend" size="2" weight="medium" mb="2">
        Teams
      </OurText>,
      <Text as="div" size="2" weight="medium" mb="2" asChild>
        <legend>Teams</legend>
      </Text>,
    );
  });

  it('Flex as="ul" renders what Radix Themes renders with asChild on a list', () => {
    expectSameMarkup(
      <OurFlex as="ul" direction="column" gap="2" py="3" className="list">
        <li>a</li>
      </OurFlex>,
      <Flex asChild direction="column" gap="2" py="3">
        <ul className="list">
          <li>a</li>
        </ul>
      </Flex>,
    );
  });

  it('Link as a child element', () => {
    expectSameMarkup(
      textLink(
        <a href="/forgot" className="mine">
          Forgot?
        </a>,
        { size: '2', weight: 'medium' },
      ),
      <Link asChild size="2" weight="medium">
        <a href="/forgot" className="mine">
          Forgot?
        </a>
      </Link>,
    );
  });

  it.each([
    [{}],
    [{ size: '3', color: 'red', required: true, 'aria-invalid': true, id: 'u', name: 'username' }],
  ] as const)('TextField %o with slots', (props) => {
    expectSameMarkup(
      <ThemesTextFieldRoot {...props}>
        <ThemesTextFieldSlot side="left" aria-hidden="true">
          @
        </ThemesTextFieldSlot>
        <ThemesTextFieldSlot side="right">x</ThemesTextFieldSlot>
      </ThemesTextFieldRoot>,
      <TextField.Root {...props}>
        <TextField.Slot side="left" aria-hidden="true">
          @
        </TextField.Slot>
        <TextField.Slot side="right">x</TextField.Slot>
      </TextField.Root>,
    );
  });

  it('Callout', () => {
    expectSameMarkup(
      <ThemesCalloutRoot color="red" highContrast role="alert" className="c" data-tone="danger">
        <ThemesCalloutIcon>!</ThemesCalloutIcon>
        <div>Body</div>
      </ThemesCalloutRoot>,
      <Callout.Root color="red" highContrast role="alert" className="c" data-tone="danger">
        <Callout.Icon>!</Callout.Icon>
        <div>Body</div>
      </Callout.Root>,
    );
  });

  it('VisuallyHidden', () => {
    expectSameMarkup(
      <VisuallyHidden lang="ar">عربي</VisuallyHidden>,
      <RadixVisuallyHidden lang="ar">عربي</RadixVisuallyHidden>,
    );
  });
});

describe('ThemesTextFieldRoot behaviour', () => {
  it('forwards the ref to the input and focuses it from a press on the wrapper', async () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(
      <ThemesTextFieldRoot ref={ref} defaultValue="abc">
        <ThemesTextFieldSlot side="right">end</ThemesTextFieldSlot>
      </ThemesTextFieldRoot>,
    );
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    fireEvent.pointerDown(container.querySelector('.rt-TextFieldSlot')!);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(ref.current);
    expect(ref.current!.selectionStart).toBe(3);
  });
});
