import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Avatar as Primitive } from 'radix-ui';
import { cx } from '../../utils/cx';
import * as styles from './Avatar.css';
import { initialsOf } from './initials';
import type { AvatarAvailability, AvatarSize } from './avatarVariants';

export interface AvatarProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** The person's name: the accessible name, and the source of the initials fallback (Arabic or Latin). */
  name: string;
  /** Photo URL. While it loads, or if it fails, the initials show instead. */
  src?: string;
  /** 1 (24 px), 2 (32 px), 3 (40 px) or 4 (56 px). Default 2. */
  size?: AvatarSize;
  /** Shows an availability dot at the inline end (mirrored in RTL). Needs `availabilityLabel`. */
  availability?: AvatarAvailability;
  /** What the dot means in words ("Online", "متصل"): colour alone is not enough. */
  availabilityLabel?: string;
}

/** A person's photo, or their initials, with an optional availability dot. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, size = 2, availability, availabilityLabel, className, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      className={cx(styles.root, className)}
      data-size={size}
      data-availability={availability}
      {...rest}
    >
      <Primitive.Root role="img" aria-label={name} className={styles.avatar({ size })}>
        {src ? <Primitive.Image src={src} alt="" className={styles.image} /> : null}
        <Primitive.Fallback delayMs={src ? 300 : undefined} aria-hidden="true">
          {initialsOf(name)}
        </Primitive.Fallback>
      </Primitive.Root>
      {availability ? (
        <span
          role="img"
          aria-label={availabilityLabel ?? availability}
          className={styles.dot({ availability })}
        />
      ) : null}
    </span>
  );
});
Avatar.displayName = 'Avatar';
