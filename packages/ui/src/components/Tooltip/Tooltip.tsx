import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Tooltip as Primitive } from 'radix-ui';
import { PortalTheme } from '../../UiProvider/PortalTheme';
import { useUi } from '../../UiProvider/useUi';
import { cx } from '../../utils/cx';
import * as styles from './Tooltip.css';

export interface TooltipProps extends Omit<
  ComponentPropsWithoutRef<typeof Primitive.Content>,
  'content' | 'children'
> {
  /** The tip: short text that adds to the trigger's name (it becomes its description). */
  content: ReactNode;
  /** One focusable element (a Button, a link); it gets the hover and focus handlers. */
  children: ReactElement;
  /** Open state, controlled. */
  open?: boolean;
  /** Initial open state, uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the tip opens or closes (hover, focus, Escape). */
  onOpenChange?: (open: boolean) => void;
  /** Delay before opening on hover, ms. Default 400. Focus opens at once. */
  delayDuration?: number;
}

/**
 * A short hint on hover and keyboard focus (radix-ui Tooltip). Not for essential information: touch users
 * rarely see it. Escape closes it. Placed on the `side` you ask (`top` by default), mirrored `start`/`end` in RTL.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  {
    content,
    children,
    open,
    defaultOpen,
    onOpenChange,
    delayDuration = 400,
    sideOffset = 6,
    className,
    ...rest
  },
  ref,
) {
  const { language, dir } = useUi();
  return (
    <Primitive.Provider delayDuration={delayDuration}>
      <Primitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <Primitive.Trigger asChild>{children}</Primitive.Trigger>
        <Primitive.Portal>
          <PortalTheme>
            <Primitive.Content
              ref={ref}
              lang={language}
              dir={dir}
              sideOffset={sideOffset}
              collisionPadding={8}
              className={cx(styles.content, className)}
              {...rest}
            >
              {content}
              <Primitive.Arrow className={styles.arrow} width={10} height={5} />
            </Primitive.Content>
          </PortalTheme>
        </Primitive.Portal>
      </Primitive.Root>
    </Primitive.Provider>
  );
});
Tooltip.displayName = 'Tooltip';
