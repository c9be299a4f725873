import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { SharedLink } from '@atrium/api';
import {
  Alert,
  Box,
  Flex,
  Link,
  PageHeader,
  type PageHeaderBreadcrumb,
  type PageHeaderLinkProps,
} from '@atrium/ui';
import { useSharedLinkFacts } from './useSharedLinkFacts.ts';

export interface SharedLinkHeaderProps {
  link: SharedLink;
  /** The folder's, file's or material's name. */
  title: string;
  /** "Download all" as one zip; absent on a view-only link. */
  zipUrl?: string | undefined;
  breadcrumbs?: readonly PageHeaderBreadcrumb[] | undefined;
  renderLink?: ((props: PageHeaderLinkProps) => ReactNode) | undefined;
}

/**
 * The top of a share page: where the visitor is, the name, who shared it and until when,
 * "Download all", and on a view-only link why there are no downloads.
 */
export function SharedLinkHeader({
  link,
  title,
  zipUrl,
  breadcrumbs,
  renderLink,
}: SharedLinkHeaderProps) {
  const { t } = useTranslation('sharedLinks');
  const facts = useSharedLinkFacts(link);
  return (
    <Flex direction="column" gap="3">
      <PageHeader
        title={
          <span dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </span>
        }
        {...(facts ? { description: facts } : {})}
        {...(breadcrumbs && breadcrumbs.length > 1
          ? {
              breadcrumbs,
              breadcrumbsLabel: t('breadcrumbs'),
              ...(renderLink ? { renderLink } : {}),
            }
          : {})}
        actions={
          zipUrl ? (
            <Link href={zipUrl} download weight="medium" title={t('actions.downloadAllHint')}>
              <Flex as="span" align="center" gap="1">
                <Download size={16} aria-hidden="true" />
                {t('actions.downloadAll')}
              </Flex>
            </Link>
          ) : undefined
        }
      />
      {link.allow_download ? null : (
        <Box>
          <Alert tone="info" title={t('viewOnly')}>
            {t('viewOnlyText')}
          </Alert>
        </Box>
      )}
    </Flex>
  );
}
