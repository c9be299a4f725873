import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronUp, Pause, Play, RotateCcw, X } from 'lucide-react';
import {
  bottomNavBarHeight,
  Box,
  Button,
  Card,
  Flex,
  IconButton,
  Progress,
  Text,
  useIntlLocale,
  useMediaQuery,
} from '@atrium/ui';
import { formatNumber } from '../../i18n/languages.ts';
import { driveMessageText } from '../driveErrors.ts';
import { useDriveFormat } from '../useDriveFormat.ts';
import type { QueuedUpload, UploadQueue, UploadQueueSnapshot } from './uploadQueue.ts';

export interface UploadPanelProps {
  snapshot: UploadQueueSnapshot;
  queue: Pick<UploadQueue, 'pause' | 'resume' | 'cancel' | 'retry' | 'clearFinished'>;
}

const ACTIVE = new Set(['queued', 'uploading', 'paused']);

/** Where the bottom navigation shows (phones): the panel sits above it. */
const PHONE_QUERY = 'screen and (max-width: 767.98px)';

/** "45 %" in the reader's language and digits. */
function usePercent(): (value: number) => string {
  const locale = useIntlLocale();
  return (value) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
}

/** Percent of `part` in `whole`, whole numbers, 0 when there is nothing. */
const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.floor((part / whole) * 100)) : 0;

function UploadRow({ upload, queue }: { upload: QueuedUpload; queue: UploadPanelProps['queue'] }) {
  const { t } = useTranslation('drive');
  const format = useDriveFormat();
  const percentText = usePercent();
  const percent = percentOf(upload.sent, upload.size);
  const nameTaken = upload.status === 'failed' && upload.error?.status === 409;
  return (
    <Flex as="li" direction="column" gap="1" py="2">
      <Flex align="center" gap="2" justify="between">
        <Text size="2" weight="medium" truncate title={upload.name}>
          {upload.name}
        </Text>
        <Flex gap="1" flexShrink="0">
          {upload.status === 'uploading' ? (
            <IconButton
              size="1"
              variant="ghost"
              aria-label={t('uploads.pause', { name: upload.name })}
              onClick={() => queue.pause(upload.id)}
            >
              <Pause size={14} aria-hidden />
            </IconButton>
          ) : null}
          {upload.status === 'paused' ? (
            <IconButton
              size="1"
              variant="ghost"
              aria-label={t('uploads.resume', { name: upload.name })}
              onClick={() => queue.resume(upload.id)}
            >
              <Play size={14} aria-hidden />
            </IconButton>
          ) : null}
          {upload.status === 'failed' && !nameTaken ? (
            <IconButton
              size="1"
              variant="ghost"
              aria-label={t('uploads.retry', { name: upload.name })}
              onClick={() => queue.retry(upload.id)}
            >
              <RotateCcw size={14} aria-hidden />
            </IconButton>
          ) : null}
          {ACTIVE.has(upload.status) || upload.status === 'failed' ? (
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              aria-label={t('uploads.cancel', { name: upload.name })}
              onClick={() => queue.cancel(upload.id)}
            >
              <X size={14} aria-hidden />
            </IconButton>
          ) : null}
        </Flex>
      </Flex>
      {ACTIVE.has(upload.status) ? (
        <Progress
          value={percent}
          size="1"
          aria-label={t('uploads.progressOf', { name: upload.name })}
          aria-valuetext={t('uploads.sentOf', {
            sent: format.bytes(upload.sent),
            total: format.bytes(upload.size),
          })}
        />
      ) : null}
      <Text
        size="1"
        color={upload.status === 'failed' ? 'red' : 'gray'}
        role={upload.status === 'failed' ? 'alert' : undefined}
      >
        {upload.status === 'failed'
          ? upload.error
            ? driveMessageText(t, upload.error.detail)
            : t('uploads.failed')
          : t(`uploads.status.${upload.status}`, {
              sent: format.bytes(upload.sent),
              total: format.bytes(upload.size),
              percent: percentText(percent),
            })}
      </Text>
      {nameTaken ? (
        <Flex gap="2" wrap="wrap">
          <Button size={1} variant="soft" onClick={() => queue.retry(upload.id, 'keep_both')}>
            {t('uploads.keepBoth')}
          </Button>
          <Button size={1} variant="soft" onClick={() => queue.retry(upload.id, 'replace')}>
            {t('uploads.replace')}
          </Button>
          <Button size={1} variant="soft" tone="neutral" onClick={() => queue.cancel(upload.id)}>
            {t('uploads.skip')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}

/**
 * The uploads in progress: overall progress, and per file its bar, pause, resume, cancel, retry,
 * and the choice when a name is taken (keep both, replace, skip). It sits at the end of the page
 * above the bottom navigation, and folds to its header.
 */
export function UploadPanel({ snapshot, queue }: UploadPanelProps) {
  const { t } = useTranslation('drive');
  const locale = useIntlLocale();
  const percentText = usePercent();
  const onPhone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(true);
  const visible = snapshot.uploads.filter((upload) => upload.status !== 'cancelled');
  if (visible.length === 0) return null;
  const active = visible.filter((upload) => ACTIVE.has(upload.status)).length;
  const percent = percentOf(snapshot.sent, snapshot.total);
  const finished = visible.length - active;
  return (
    <Card
      role="region"
      aria-label={t('uploads.region')}
      style={{
        position: 'fixed',
        insetInlineEnd: 'var(--space-4)',
        insetBlockEnd: onPhone
          ? `calc(${bottomNavBarHeight}px + env(safe-area-inset-bottom, 0px) + var(--space-3))`
          : 'var(--space-4)',
        width: 'min(24rem, calc(100vw - 2 * var(--space-4)))',
        zIndex: 20,
      }}
    >
      <Flex direction="column" gap="2">
        <Flex align="center" justify="between" gap="2">
          <Text size="2" weight="bold" aria-live="polite">
            {active > 0
              ? t('uploads.summary', {
                  count: active,
                  n: formatNumber(active, locale),
                  percent: percentText(percent),
                })
              : t('uploads.allDone', { count: finished, n: formatNumber(finished, locale) })}
          </Text>
          <Flex gap="1">
            {finished > 0 ? (
              <Button size={1} variant="ghost" onClick={() => queue.clearFinished()}>
                {t('uploads.clear')}
              </Button>
            ) : null}
            <IconButton
              size="1"
              variant="ghost"
              aria-expanded={open}
              aria-label={open ? t('uploads.collapse') : t('uploads.expand')}
              onClick={() => setOpen(!open)}
            >
              {open ? <ChevronDown size={14} aria-hidden /> : <ChevronUp size={14} aria-hidden />}
            </IconButton>
          </Flex>
        </Flex>
        {active > 0 ? (
          <Progress value={percent} size="1" aria-label={t('uploads.overall')} />
        ) : null}
        {open ? (
          <Box
            asChild
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              maxHeight: '16rem',
              overflowY: 'auto',
            }}
          >
            <ul aria-label={t('uploads.list')}>
              {visible.map((upload) => (
                <UploadRow key={upload.id} upload={upload} queue={queue} />
              ))}
            </ul>
          </Box>
        ) : null}
      </Flex>
    </Card>
  );
}
