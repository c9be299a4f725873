import { isValidElement, type ReactNode } from 'react';
import { textLink } from '@atrium/ui';

/** The app's router link: gets an href and the text, returns an `<a>` (e.g. react-router's Link). */
export type RenderAuthLink = (props: { href: string; children: ReactNode }) => ReactNode;

/** Without a router: a plain anchor (full page load). */
export const plainAuthLink: RenderAuthLink = ({ href, children }) => <a href={href}>{children}</a>;

export interface AuthLinkProps {
  href: string;
  renderLink?: RenderAuthLink | undefined;
  children: ReactNode;
}

/** A themed text link whose element the app provides, so pages stay router-agnostic. */
export function AuthLink({ href, renderLink = plainAuthLink, children }: AuthLinkProps) {
  const link = renderLink({ href, children });
  return isValidElement<{ className?: string }>(link)
    ? textLink(link, { size: '2', weight: 'medium' })
    : link;
}
