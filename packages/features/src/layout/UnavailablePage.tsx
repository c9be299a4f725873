import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PageHeader } from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import layoutEn from './locales/en.json';

/** The areas whose routes exist before their pages: keys of the layout namespace's `areas`. */
export type UnavailableArea = keyof typeof layoutEn.areas;
export const UNAVAILABLE_AREAS = Object.keys(layoutEn.areas) as UnavailableArea[];

export function isUnavailableArea(value: unknown): value is UnavailableArea {
  return typeof value === 'string' && Object.hasOwn(layoutEn.areas, value);
}

export interface UnavailablePageProps {
  /** Which area (its name is shown in the user's language). */
  area: UnavailableArea;
  onHome: () => void;
}

/**
 * An area whose route and permission exist but whose pages are not built yet: says so plainly
 * instead of showing an empty or fake page.
 */
export function UnavailablePage({ area, onHome }: UnavailablePageProps) {
  const { t } = useTranslation('layout');
  const name = t(`areas.${area}`);
  useDocumentTitle(name);
  return (
    <>
      <PageHeader title={name} />
      <EmptyState
        icon={<Construction size={32} aria-hidden />}
        title={t('unavailable.title', { area: name })}
        titleAs="h2"
        text={t('unavailable.description')}
        action={<Button onClick={onHome}>{t('unavailable.backHome')}</Button>}
      />
    </>
  );
}
