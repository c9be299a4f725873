import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Heading, Text, textLink } from './Text';

describeConformance(Text, { name: 'Text', props: { children: 'Hello' }, refType: HTMLSpanElement });
describeConformance(Heading, {
  name: 'Heading',
  props: { children: 'Title' },
  refType: HTMLHeadingElement,
});

describe('Text', () => {
  it('renders the element asked for, with the type scale classes', () => {
    renderWithUi(
      <Text as="label" htmlFor="x" size="2" weight="medium" color="gray">
        Name
      </Text>,
    );
    const label = screen.getByText('Name');
    expect(label.tagName).toBe('LABEL');
    expect(label).toHaveAttribute('for', 'x');
    expect(label).toHaveClass('rt-Text', 'rt-r-size-2', 'rt-r-weight-medium');
    expect(label).toHaveAttribute('data-accent-color', 'gray');
  });

  it('forwards the ref to the rendered element', () => {
    const ref = createRef<HTMLElement>();
    renderWithUi(
      <Text as="p" ref={ref}>
        Paragraph
      </Text>,
    );
    expect(ref.current?.tagName).toBe('P');
  });

  it('reads in Arabic right to left', () => {
    renderWithUi(<Text as="p">يعمل ستة أشخاص الآن.</Text>, { language: 'ar' });
    expect(screen.getByText('يعمل ستة أشخاص الآن.').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});

describe('Heading', () => {
  it('is an h1 of size 6 unless told otherwise', () => {
    renderWithUi(
      <>
        <Heading>Sign in</Heading>
        <Heading as="h2" size="4">
          Team
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveClass('rt-r-size-6');
    expect(screen.getByRole('heading', { level: 2, name: 'Team' })).toHaveClass('rt-r-size-4');
  });
});

describe('textLink', () => {
  it('puts the link classes on the given element and keeps its own', () => {
    renderWithUi(
      textLink(
        <a href="/forgot" className="mine">
          Forgot password?
        </a>,
        { size: '2', weight: 'medium' },
      ),
    );
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forgot');
    expect(link).toHaveClass('rt-Link', 'rt-r-size-2', 'rt-r-weight-medium', 'mine');
  });
});
