import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriveItem } from '@atrium/api';
import { Box, Flex, Text, vars } from '@atrium/ui';
import { drivePreviewKind } from './driveFiles.ts';
import { driveFileKind } from './driveItemKind.ts';
import { DriveItemIcon } from './DriveItemIcon.tsx';

/** What the preview needs of a file: a drive item, or a file on a share link's page. */
export type DrivePreviewItem = Pick<DriveItem, 'kind' | 'name' | 'mime_type'>;

export interface DriveFilePreviewProps {
  item: DrivePreviewItem;
  /** The file's bytes, to show in the page (`disposition=inline`). */
  inlineUrl: string;
}

/** Text files show this much; the rest is for the download. */
export const TEXT_PREVIEW_BYTES = 100 * 1024;

const FRAME = {
  display: 'block',
  inlineSize: '100%',
  maxBlockSize: '60vh',
  borderRadius: vars.radius[3],
  background: vars.color.gray[2],
} as const;

type TextState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; text: string; truncated: boolean };

/** The first TEXT_PREVIEW_BYTES of a text file (a Range request, trimmed again if ignored). */
function useTextPreview(url: string | null): TextState {
  const [state, setState] = useState<{ url: string | null; value: TextState }>({
    url,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const response = await fetch(url, {
          credentials: 'same-origin',
          headers: { Range: `bytes=0-${TEXT_PREVIEW_BYTES - 1}` },
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        const total = Number(response.headers.get('content-range')?.split('/')[1] ?? blob.size);
        const text = await blob.slice(0, TEXT_PREVIEW_BYTES).text();
        setState({
          url,
          value: {
            status: 'ready',
            text,
            truncated: Math.max(total, blob.size) > TEXT_PREVIEW_BYTES,
          },
        });
      } catch {
        if (!controller.signal.aborted) setState({ url, value: { status: 'failed' } });
      }
    })();
    return () => controller.abort();
  }, [url]);
  return state.url === url ? state.value : { status: 'loading' };
}

/**
 * A file in the browser's own viewers: images, video and audio (native controls), PDF (the
 * browser's viewer in a frame) and the start of a text file; other kinds show their icon.
 */
export function DriveFilePreview({ item, inlineUrl }: DriveFilePreviewProps) {
  const { t } = useTranslation('drive');
  const kind = drivePreviewKind(item);
  const [failed, setFailed] = useState<string | null>(null);
  const text = useTextPreview(kind === 'text' ? inlineUrl : null);

  if (kind === 'none' || failed === inlineUrl || (kind === 'text' && text.status === 'failed')) {
    return (
      <Flex direction="column" align="center" gap="2" py="4" style={FRAME}>
        <DriveItemIcon kind={driveFileKind(item)} size={48} />
        <Text size="2" color="gray" align="center">
          {kind === 'none' ? t('details.noPreview') : t('details.previewFailed')}
        </Text>
      </Flex>
    );
  }
  const onError = () => setFailed(inlineUrl);
  switch (kind) {
    case 'image':
      return (
        <Flex justify="center" style={FRAME}>
          <img
            src={inlineUrl}
            alt={item.name}
            onError={onError}
            style={{ maxInlineSize: '100%', maxBlockSize: '60vh', objectFit: 'contain' }}
          />
        </Flex>
      );
    case 'video':
      // People's own files come without caption tracks; the drive has none to offer.
      return (
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          controls
          preload="metadata"
          src={inlineUrl}
          onError={onError}
          aria-label={item.name}
          style={FRAME}
        />
      );
    case 'audio':
      return (
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio
          controls
          preload="metadata"
          src={inlineUrl}
          onError={onError}
          aria-label={item.name}
          style={{ inlineSize: '100%' }}
        />
      );
    case 'pdf':
      // The browser's own PDF viewer; where there is none, the text inside says so.
      return (
        <object
          data={inlineUrl}
          type="application/pdf"
          aria-label={t('details.previewPdf', { name: item.name })}
          style={{ ...FRAME, blockSize: '60vh' }}
        >
          <Text as="p" size="2" color="gray" m="4">
            {t('details.previewFailed')}
          </Text>
        </object>
      );
    case 'text':
      return text.status === 'ready' ? (
        <Flex direction="column" gap="1">
          <Box
            asChild
            style={{
              ...FRAME,
              margin: 0,
              padding: vars.space[3],
              overflow: 'auto',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontSize: vars.fontSize[1],
            }}
          >
            {/* Scrollable, so keyboard users reach it: a labelled region in the tab order
                (axe's scrollable-region-focusable). */}
            <pre
              dir="auto"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              role="region"
              aria-label={t('details.previewText', { name: item.name })}
            >
              {text.text}
            </pre>
          </Box>
          {text.truncated ? (
            <Text size="1" color="gray">
              {t('details.previewTruncated')}
            </Text>
          ) : null}
        </Flex>
      ) : (
        <Text size="2" color="gray" role="status">
          {t('details.previewLoading')}
        </Text>
      );
  }
}
