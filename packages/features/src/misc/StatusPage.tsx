import { useTranslation } from 'react-i18next';
import { AuthLayout, Button, Flex, FullPageLoader, Text } from '@atrium/ui';
import { BrandMark } from '../app/BrandMark.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';

/** The error pages of spec section 2: 404 Page Not Found, 401 Not Authorized, 500 Server Error. */
export const STATUS_PAGES = { 404: 'notFound', 401: 'notAuthorized', 500: 'serverError' } as const;
export type StatusCode = keyof typeof STATUS_PAGES;

export interface StatusPageProps {
  status: StatusCode;
  /** "Back to home": the app decides where home is (login when signed out). */
  onHome: () => void;
}

export function StatusPage({ status, onHome }: StatusPageProps) {
  const { t } = useTranslation('common');
  const page = STATUS_PAGES[status];
  useDocumentTitle(t(`pages.${page}.title`));
  return (
    <AuthLayout brand={<BrandMark />} title={t(`pages.${page}.title`)}>
      <Flex direction="column" gap="4" align="start">
        <Text
          as="p"
          size="9"
          weight="bold"
          color="gray"
          aria-hidden="true"
          style={{ lineHeight: 1 }}
        >
          {status}
        </Text>
        <Text as="p" size="3" color="gray">
          {t(`pages.${page}.description`)}
        </Text>
        <Button onClick={onHome}>{t('pages.backHome')}</Button>
      </Flex>
    </AuthLayout>
  );
}

/** Whole-page loading state (first route load, session check), announced in the user's language. */
export function LoadingPage() {
  const { t } = useTranslation('common');
  return <FullPageLoader label={t('loading')} />;
}
