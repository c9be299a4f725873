import { useEffect } from 'react';
import { APP_NAME } from './brand.ts';

/** "<page> · Atrium" while the page is shown, so tabs and history entries are told apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
