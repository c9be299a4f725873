import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { SharedItem, SharedLink } from '@atrium/api';
import { Flex, Link, Text } from '@atrium/ui';
import { DriveFilePreview } from '../drive/DriveFilePreview.tsx';
import { useDriveFormat } from '../drive/useDriveFormat.ts';
import { SharedLinkHeader } from './SharedLinkHeader.tsx';
import type { SharedLinkUrls } from './sharedLinkUrls.ts';

export interface SharedFileViewProps {
  link: SharedLink;
  file: SharedItem;
  urls: SharedLinkUrls;
}

/** A link to one file: its preview in the page, what it is, and Download when allowed. */
export function SharedFileView({ link, file, urls }: SharedFileViewProps) {
  const { t } = useTranslation('sharedLinks');
  const format = useDriveFormat();
  return (
    <Flex direction="column" gap="4">
      <SharedLinkHeader link={link} title={file.name} />
      <DriveFilePreview item={file} inlineUrl={urls.content(file, { inline: true })} />
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Text size="2" color="gray">
          {t('file.details', { kind: format.kind(file), size: format.bytes(file.size ?? 0) })}
          {' · '}
          {t('file.modified', { date: format.date(file.updated_at) })}
        </Text>
        {link.allow_download ? (
          <Link
            href={urls.content(file, {})}
            download={file.name}
            weight="medium"
            aria-label={t('actions.downloadName', { name: file.name })}
          >
            <Flex as="span" align="center" gap="1">
              <Download size={16} aria-hidden="true" />
              {t('actions.download')}
            </Flex>
          </Link>
        ) : null}
      </Flex>
    </Flex>
  );
}
