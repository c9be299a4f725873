import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import { driveLinkPageUrl, type DriveLink, type DriveLinkState } from '@atrium/api';
import { Badge, type BadgeTone, Box, Button, Flex, Text, TextField } from '@atrium/ui';

const STATE_TONES: Record<DriveLinkState, BadgeTone> = {
  active: 'success',
  expired: 'neutral',
  revoked: 'danger',
  exhausted: 'warning',
};

/** Where a link stands, as a coloured word. */
export function DriveLinkStateBadge({ state }: { state: DriveLinkState }) {
  const { t } = useTranslation('drive');
  return <Badge tone={STATE_TONES[state]}>{t(`links.states.${state}`)}</Badge>;
}

/** The public address of a link on this site. */
export function linkUrlOf(link: Pick<DriveLink, 'kind' | 'token'>): string {
  return driveLinkPageUrl(link, window.location.origin);
}

/** What a link is called in lists: its label, a material's title, or what it opens. */
export function linkNameOf(link: DriveLink, untitled: string): string {
  return link.label || link.title || link.item?.name || untitled;
}

/** Copies a link's address; what to tell the person (copied, or copy it by hand). */
export function useCopyLink(): (link: Pick<DriveLink, 'kind' | 'token'>) => Promise<string> {
  const { t } = useTranslation('drive');
  return async (link) => {
    try {
      await navigator.clipboard.writeText(linkUrlOf(link));
      return t('links.actions.copied');
    } catch {
      return t('links.actions.copyFailed');
    }
  };
}

/** A polite live region for what was just done ("Link copied", "Link revoked"). */
export function LinkNotice({ text }: { text: string | null }) {
  return (
    <Box role="status" aria-live="polite">
      {text ? (
        <Text size="2" color="gray">
          {text}
        </Text>
      ) : null}
    </Box>
  );
}

/** The address in a read-only field (select it by hand) and a Copy button beside it. */
export function DriveLinkUrl({ link }: { link: Pick<DriveLink, 'kind' | 'token'> }) {
  const { t } = useTranslation('drive');
  const copy = useCopyLink();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Flex direction="column" gap="1">
      <Flex gap="2" align="end">
        <TextField
          label={t('links.columns.link')}
          value={linkUrlOf(link)}
          readOnly
          dir="ltr"
          style={{ flex: 1 }}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="soft" onClick={() => void copy(link).then(setNotice)}>
          <Copy size={16} aria-hidden="true" />
          {t('links.actions.copy')}
        </Button>
      </Flex>
      <LinkNotice text={notice} />
    </Flex>
  );
}
