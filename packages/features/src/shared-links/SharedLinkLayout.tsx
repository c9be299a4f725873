import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlankLayout, Box, LanguageSwitch, type BlankLayoutAlign } from '@atrium/ui';
import { BrandMark } from '../app/BrandMark.tsx';
import type { Language } from '../i18n/languages.ts';

export interface SharedLinkLayoutProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** `center` for the short pages (password, not available), `start` for the files. */
  align?: BlankLayoutAlign;
  children: ReactNode;
}

/**
 * The blank layout of a share page: the brand and the English/Arabic switch on top (visitors
 * are signed out and have no settings; the theme follows their system).
 */
export function SharedLinkLayout({
  language,
  onLanguageChange,
  align = 'start',
  children,
}: SharedLinkLayoutProps) {
  const { t } = useTranslation('sharedLinks');
  return (
    <BlankLayout
      align={align}
      header={
        <>
          <BrandMark size="sm" />
          <LanguageSwitch
            label={t('language')}
            value={language}
            onValueChange={onLanguageChange}
            size={1}
          />
        </>
      }
    >
      <Box style={{ inlineSize: '100%', maxInlineSize: align === 'center' ? '28rem' : '72rem' }}>
        {children}
      </Box>
    </BlankLayout>
  );
}
