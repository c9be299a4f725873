import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { PageHeaderTitleLevel } from './pageHeaderVariants';
import * as styles from './PageHeader.css';

export interface PageHeaderBreadcrumb {
  /** The crumb's text, already translated. */
  label: ReactNode;
  /** Where the crumb leads; without it the crumb is plain text. */
  href?: string;
}

export interface PageHeaderLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
}

export interface PageHeaderProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** The page title, already translated. */
  title: ReactNode;
  /** One sentence under the title. */
  description?: ReactNode;
  /** Page-level actions (buttons) at the inline end; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  /** The trail to this page, home first; the last crumb is the current page. */
  breadcrumbs?: readonly PageHeaderBreadcrumb[];
  /** Accessible name of the breadcrumb navigation ("Breadcrumb"); required with `breadcrumbs`. */
  breadcrumbsLabel?: string;
  /**
   * Renders a crumb's link, so the app can plug its router (`(props) => <Link to={props.href} …/>`).
   * Default: a plain `<a href>`.
   */
  renderLink?: (props: PageHeaderLinkProps) => ReactNode;
  /** Element of the title; `h1` by default. */
  titleAs?: PageHeaderTitleLevel;
}

const defaultLink = ({ children, ...props }: PageHeaderLinkProps) => <a {...props}>{children}</a>;

function Chevron() {
  return (
    <span className={styles.separator} aria-hidden="true">
      <svg width="14" height="14" viewBox="0 0 16 16" fill="none" focusable="false">
        <path
          d="m6 3 5 5-5 5"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

/**
 * The top of a page: breadcrumbs, title, description and actions. Breadcrumbs are a labelled
 * `nav` with an ordered list; the last crumb carries `aria-current="page"`, and the chevrons
 * between crumbs mirror in RTL.
 */
export const PageHeader = forwardRef<HTMLDivElement, PageHeaderProps>(function PageHeader(
  {
    title,
    description,
    actions,
    breadcrumbs,
    breadcrumbsLabel,
    renderLink = defaultLink,
    titleAs: Title = 'h1',
    className,
    ...rest
  },
  ref,
) {
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      {breadcrumbs?.length ? (
        <nav aria-label={breadcrumbsLabel} className={styles.breadcrumbs}>
          <ol className={styles.crumbList}>
            {breadcrumbs.map((crumb, index) => {
              const current = index === breadcrumbs.length - 1;
              return (
                <li key={index} className={styles.crumb}>
                  {index > 0 ? <Chevron /> : null}
                  {crumb.href ? (
                    renderLink({
                      href: crumb.href,
                      className: cx(styles.crumbLink, current && styles.crumbCurrent),
                      children: crumb.label,
                      'aria-current': current ? 'page' : undefined,
                    })
                  ) : (
                    <span
                      className={current ? styles.crumbCurrent : undefined}
                      aria-current={current ? 'page' : undefined}
                    >
                      {crumb.label}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
      <div className={styles.row}>
        <div className={styles.text}>
          <Title className={styles.title}>{title}</Title>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
});
PageHeader.displayName = 'PageHeader';
