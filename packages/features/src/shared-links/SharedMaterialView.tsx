import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialReview, SharedItem, SharedLink } from '@atrium/api';
import { Box, Flex, Heading, Text, vars } from '@atrium/ui';
import { SharedFileDialog } from './SharedFileDialog.tsx';
import { SharedItemsTable } from './SharedItemsTable.tsx';
import { SharedLinkHeader } from './SharedLinkHeader.tsx';
import { SharedMaterialReview } from './SharedMaterialReview.tsx';
import type { SharedLinkUrls } from './sharedLinkUrls.ts';

export interface SharedMaterialViewProps {
  link: SharedLink;
  urls: SharedLinkUrls;
  /** The link's token: a story's material is approved or sent back through it. */
  token: string;
  /** A decision was made here (its answer), or someone else's is to be read (none). */
  onReviewed: (review: MaterialReview | null) => void;
}

/**
 * A material: a titled deliverable with the sharer's note and the files chosen for it (all on
 * one page: a material holds at most a hundred), each previewed in the page, and "Download all".
 * A story's material also carries "Approve / Request changes" (ADR 0025).
 */
export function SharedMaterialView({ link, urls, token, onReviewed }: SharedMaterialViewProps) {
  const { t } = useTranslation('sharedLinks');
  const [previewed, setPreviewed] = useState<SharedItem | null>(null);
  const files = link.items;
  return (
    <Flex direction="column" gap="5">
      <SharedLinkHeader
        link={link}
        title={link.title ?? t('documentTitle')}
        zipUrl={
          link.allow_download && files.length > 0
            ? urls.zip(files.map((file) => file.id))
            : undefined
        }
      />
      {link.note ? (
        <Box
          p="4"
          style={{
            borderRadius: vars.radius[3],
            background: vars.color.gray[2],
            borderInlineStart: `3px solid ${vars.color.accent[9]}`,
          }}
        >
          <Text
            as="p"
            size="3"
            dir="auto"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {link.note}
          </Text>
        </Box>
      ) : null}
      <Flex direction="column" gap="2">
        <Flex align="baseline" gap="2">
          <Heading as="h2" size="4">
            {t('material.files')}
          </Heading>
          <Text size="2" color="gray">
            {t('material.count', { count: files.length })}
          </Text>
        </Flex>
        <SharedItemsTable
          items={files}
          status="ready"
          urls={urls}
          allowDownload={link.allow_download}
          onOpen={setPreviewed}
          empty={
            <Text as="p" size="2" color="gray">
              {t('material.noFiles')}
            </Text>
          }
        />
      </Flex>
      {link.review ? (
        <SharedMaterialReview
          token={token}
          review={link.review}
          onDecided={onReviewed}
          onStale={() => onReviewed(null)}
        />
      ) : null}
      <SharedFileDialog
        item={previewed}
        onClose={() => setPreviewed(null)}
        urls={urls}
        allowDownload={link.allow_download}
      />
    </Flex>
  );
}
