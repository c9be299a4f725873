import { forwardRef, type ComponentPropsWithoutRef, type CSSProperties } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Skeleton.css';
import type { SkeletonVariant } from './skeletonVariants';

export interface SkeletonProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** Shape: a line of text (1em high), a rectangle, or a circle (avatars). Default `text`. */
  variant?: SkeletonVariant;
  /** Inline size as a CSS length or a number of pixels. Default `100%` (circles: the block size). */
  inlineSize?: CSSProperties['inlineSize'];
  /** Block size as a CSS length or a number of pixels. Default `1em` for text, `2rem` otherwise. */
  blockSize?: CSSProperties['blockSize'];
}

/**
 * Placeholder shape shown while content loads. Decorative (aria-hidden): mark the loading region itself with
 * `aria-busy` and a label. Pulses gently; holds still under prefers-reduced-motion.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { variant = 'text', inlineSize, blockSize, className, style, ...rest },
  ref,
) {
  const block = blockSize ?? (variant === 'text' ? undefined : '2rem');
  const inline = inlineSize ?? (variant === 'circle' ? block : '100%');
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={cx(styles.skeleton({ variant }), className)}
      data-variant={variant}
      style={{ inlineSize: inline, blockSize: block, ...style }}
      {...rest}
    />
  );
});
Skeleton.displayName = 'Skeleton';
