import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { BlankLayoutAlign, BlankLayoutContentWidth } from './blankLayoutVariants';
import * as styles from './BlankLayout.css';

export interface BlankLayoutProps extends ComponentPropsWithoutRef<'div'> {
  /** Top bar: the logo at the start, language and theme switches at the end. */
  header?: ReactNode;
  /** Bottom bar: links, copyright. */
  footer?: ReactNode;
  /** `boxed` caps header, content and footer at the theme's box width; `full` spans the page. */
  contentWidth?: BlankLayoutContentWidth;
  /** Content centred in the page (default), or from the top for long pages. */
  align?: BlankLayoutAlign;
  /** id of the `main` landmark, for a "skip to content" link. */
  mainId?: string;
  /** The page content (an ErrorPage, a landing text), centred inline. */
  children?: ReactNode;
}

/**
 * Layout for public pages without app navigation (error pages, landing, terms): an optional
 * header and footer, the content centred, at least the height of the dynamic viewport.
 */
export const BlankLayout = forwardRef<HTMLDivElement, BlankLayoutProps>(function BlankLayout(
  {
    header,
    footer,
    contentWidth = 'boxed',
    align = 'center',
    mainId,
    children,
    className,
    ...rest
  },
  ref,
) {
  const box = styles.box({ contentWidth });
  return (
    <div
      ref={ref}
      className={cx(styles.root, className)}
      data-content-width={contentWidth}
      data-align={align}
      {...rest}
    >
      {header ? <header className={cx(box, styles.header)}>{header}</header> : <div />}
      <main id={mainId} className={cx(box, styles.main({ align }))}>
        <div className={styles.content}>{children}</div>
      </main>
      {footer ? <footer className={cx(box, styles.footer)}>{footer}</footer> : <div />}
    </div>
  );
});
BlankLayout.displayName = 'BlankLayout';
