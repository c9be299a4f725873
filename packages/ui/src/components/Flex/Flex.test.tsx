import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Flex } from './Flex';

describeConformance(Flex, { name: 'Flex', props: { children: 'x' }, refType: HTMLDivElement });

describe('Flex', () => {
  it('turns its props into Radix Themes layout classes', () => {
    const { container } = renderWithUi(
      <Flex direction="column" gap="4" align="center" justify="between" wrap="wrap">
        <span>a</span>
      </Flex>,
    );
    expect(container.querySelector('.rt-Flex')).toHaveClass(
      'rt-r-fd-column',
      'rt-r-gap-4',
      'rt-r-ai-center',
      'rt-r-jc-space-between',
      'rt-r-fw-wrap',
    );
  });

  it('renders a span when asked and forwards the ref', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithUi(
      <Flex as="span" ref={ref}>
        x
      </Flex>,
    );
    expect(ref.current?.tagName).toBe('SPAN');
  });

  it('lays out in the reading direction in Arabic', () => {
    const { container } = renderWithUi(
      <Flex>
        <span>الرئيسية</span>
      </Flex>,
      { language: 'ar' },
    );
    expect(container.querySelector('.rt-Flex')?.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
