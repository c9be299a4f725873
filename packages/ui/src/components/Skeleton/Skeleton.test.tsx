import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Skeleton } from './Skeleton';
import { skeletonVariants } from './skeletonVariants';

describeConformance(Skeleton, { name: 'Skeleton', props: {}, refType: HTMLSpanElement });

describe('Skeleton', () => {
  it.each(skeletonVariants)('renders the %s shape, hidden from assistive tech', (variant) => {
    const { container } = renderWithUi(<Skeleton variant={variant} />);
    const shape = container.querySelector(`[data-variant="${variant}"]`) as HTMLElement;
    expect(shape).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes its size; a circle defaults its inline size to its block size', () => {
    const { container } = renderWithUi(
      <>
        <Skeleton variant="rect" inlineSize="12rem" blockSize={40} />
        <Skeleton variant="circle" blockSize="3rem" />
      </>,
    );
    const [rect, circle] = container.querySelectorAll<HTMLElement>('[data-variant]');
    expect(rect!.style.inlineSize).toBe('12rem');
    expect(rect!.style.blockSize).toBe('40px');
    expect(circle!.style.inlineSize).toBe('3rem');
  });
});
