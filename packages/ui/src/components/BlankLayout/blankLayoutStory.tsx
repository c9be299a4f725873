import { Flex, Link } from '@radix-ui/themes';
import type { Language } from '../../UiProvider/uiOptions';
import { Brand, Toolbar } from '../AuthLayout/authLayoutStory';
import { ErrorPage } from '../ErrorPage/ErrorPage';
import { errorPageCopy } from '../ErrorPage/errorPageStory';

export const blankLayoutCopy = {
  en: { footer: '© 2026 Atrium', privacy: 'Privacy', terms: 'Terms of use' },
  ar: { footer: '© 2026 أتريوم', privacy: 'الخصوصية', terms: 'شروط الاستخدام' },
} as const;

/** Logo at the start, language and theme switches at the end. */
export function SampleHeader({ language }: { language: Language }) {
  return (
    <>
      <Brand />
      <Flex gap="2" align="center">
        <Toolbar language={language} />
      </Flex>
    </>
  );
}

export function SampleFooter({ language }: { language: Language }) {
  const t = blankLayoutCopy[language];
  return (
    <>
      <span>{t.footer}</span>
      <Link href="#privacy" size="1">
        {t.privacy}
      </Link>
      <Link href="#terms" size="1">
        {t.terms}
      </Link>
    </>
  );
}

/** The 404 page as content: the layout's main use. */
export function SampleContent({ language }: { language: Language }) {
  const t = errorPageCopy[language];
  return (
    <ErrorPage
      variant="notFound"
      title={t.notFound.title}
      message={t.notFound.message}
      actionLabel={t.action}
      actionHref="#home"
    />
  );
}
