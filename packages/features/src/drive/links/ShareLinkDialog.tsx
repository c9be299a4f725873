import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link2, Pencil, Plus, XCircle } from 'lucide-react';
import type { DriveItem, DriveLink } from '@atrium/api';
import { Alert, Box, Button, Dialog, Flex, Skeleton, Text, useIntlLocale, vars } from '@atrium/ui';
import { formatDate, formatNumber } from '../../i18n/languages.ts';
import { DriveLinkStateBadge, DriveLinkUrl, LinkNotice, linkNameOf } from './driveLinkParts.tsx';
import { RevokeLinkDialog } from './RevokeLinkDialog.tsx';
import { ShareLinkForm, type ShareLinkSettings } from './ShareLinkForm.tsx';
import { useDriveLinkMutations, useItemLinks } from './useDriveLinks.ts';

export interface ShareLinkDialogProps {
  /** The file or folder to make links to; null: closed. */
  item: DriveItem | null;
  onClose: () => void;
}

/**
 * "Get link" for one file or folder: the links that open it (address with Copy, state, expiry,
 * counters; edit and revoke), and a form for a new one. A new link is shown at the top, ready to
 * copy.
 */
export function ShareLinkDialog({ item, onClose }: ShareLinkDialogProps) {
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {item ? <ShareLinkContent key={item.id} item={item} onClose={onClose} /> : null}
    </Dialog.Root>
  );
}

const LIST = { margin: 0, padding: 0, listStyle: 'none' } as const;
const ROW = {
  paddingBlock: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.grayAlpha[4]}`,
} as const;

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; link: DriveLink };

function ShareLinkContent({ item, onClose }: { item: DriveItem; onClose: () => void }) {
  const { t } = useTranslation('drive');
  const { links, error, isLoading, retry } = useItemLinks(item.id);
  const { create, update } = useDriveLinkMutations();
  const [notice, setNotice] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [revoking, setRevoking] = useState<DriveLink | null>(null);

  const save = async (settings: ShareLinkSettings) => {
    if (mode.kind === 'edit') {
      await update(mode.link.id, {
        label: settings.label,
        allow_download: settings.allow_download,
        download_limit: settings.download_limit,
        ...(settings.expires_at !== undefined ? { expires_at: settings.expires_at } : {}),
        ...(settings.password !== undefined ? { password: settings.password } : {}),
      });
      setNotice(t('links.dialog.saved'));
    } else {
      await create({
        kind: 'item',
        item_id: item.id,
        label: settings.label,
        allow_download: settings.allow_download,
        download_limit: settings.download_limit,
        ...(settings.expires_at !== undefined ? { expires_at: settings.expires_at } : {}),
        ...(settings.password ? { password: settings.password } : {}),
      });
      setNotice(t('links.dialog.created'));
    }
    setMode({ kind: 'list' });
  };

  const editing = mode.kind !== 'list';
  return (
    <Dialog.Content size={3} closeLabel={t('links.dialog.close')}>
      <Dialog.Title>
        {mode.kind === 'edit'
          ? t('links.dialog.editTitle')
          : t('links.dialog.title', { name: item.name })}
      </Dialog.Title>
      <Dialog.Description>{t('links.dialog.description')}</Dialog.Description>
      {editing ? (
        <ShareLinkForm
          kind="item"
          {...(mode.kind === 'edit' ? { link: mode.link } : {})}
          submitLabel={mode.kind === 'edit' ? t('links.dialog.save') : t('links.dialog.create')}
          onSubmit={save}
          onCancel={() => setMode({ kind: 'list' })}
        />
      ) : (
        <Flex direction="column" gap="3">
          <LinkNotice text={notice} />
          {isLoading ? (
            <Flex direction="column" gap="2" aria-busy="true">
              <Skeleton variant="rect" blockSize="3rem" />
              <Skeleton variant="rect" blockSize="3rem" />
            </Flex>
          ) : error ? (
            <Flex direction="column" gap="2" align="start">
              <Alert tone="danger">
                {error.status === 403
                  ? t('links.dialog.notShareable')
                  : t('links.dialog.loadFailed')}
              </Alert>
              {error.status === 403 ? null : (
                <Button variant="soft" onClick={retry}>
                  {t('links.dialog.retry')}
                </Button>
              )}
            </Flex>
          ) : links.length === 0 ? (
            <Text color="gray">{t('links.dialog.none')}</Text>
          ) : (
            <ul style={LIST} aria-label={t('links.dialog.existing')}>
              {links.map((link) => (
                <li key={link.id} style={ROW}>
                  <LinkEntry
                    link={link}
                    onEdit={() => setMode({ kind: 'edit', link })}
                    onRevoke={() => setRevoking(link)}
                  />
                </li>
              ))}
            </ul>
          )}
          <Flex gap="3" justify="between" wrap="wrap">
            <Button variant="soft" onClick={onClose}>
              {t('links.dialog.close')}
            </Button>
            {!error ? (
              <Button onClick={() => setMode({ kind: 'create' })}>
                <Plus size={16} aria-hidden="true" />
                {t('links.actions.newLink')}
              </Button>
            ) : null}
          </Flex>
        </Flex>
      )}
      <RevokeLinkDialog
        link={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={() => setNotice(t('links.revoke.done'))}
      />
    </Dialog.Content>
  );
}

/** One link of the item: its name and state, the address to copy, its limits and counters. */
function LinkEntry({
  link,
  onEdit,
  onRevoke,
}: {
  link: DriveLink;
  onEdit: () => void;
  onRevoke: () => void;
}) {
  const { t } = useTranslation('drive');
  const locale = useIntlLocale();
  const active = link.state === 'active';
  const date = (iso: string) => formatDate(new Date(iso), locale, { dateStyle: 'medium' });
  return (
    <Flex direction="column" gap="2">
      <Flex gap="2" align="center" justify="between" wrap="wrap">
        <Flex gap="2" align="center">
          <Link2 size={16} aria-hidden="true" />
          <Text weight="medium">{linkNameOf(link, t('links.untitled'))}</Text>
          <DriveLinkStateBadge state={link.state} />
        </Flex>
        {active ? (
          <Flex gap="2">
            <Button size={1} variant="ghost" onClick={onEdit}>
              <Pencil size={14} aria-hidden="true" />
              {t('links.actions.edit')}
            </Button>
            <Button size={1} variant="ghost" tone="danger" onClick={onRevoke}>
              <XCircle size={14} aria-hidden="true" />
              {t('links.actions.revoke')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
      {active ? <DriveLinkUrl link={link} /> : null}
      <Box>
        <Text size="1" color="gray">
          {[
            link.expires_at
              ? `${t('links.columns.expires')}: ${date(link.expires_at)}`
              : t('links.noExpiry'),
            `${t('links.columns.views')}: ${formatNumber(link.view_count, locale)}`,
            `${t('links.columns.downloads')}: ${
              link.download_limit === null
                ? formatNumber(link.download_count, locale)
                : t('links.downloadsOf', {
                    count: formatNumber(link.download_count, locale),
                    limit: formatNumber(link.download_limit, locale),
                  })
            }`,
            ...(link.has_password ? [t('links.form.password')] : []),
            ...(link.allow_download ? [] : [t('links.viewOnly')]),
          ].join(' · ')}
        </Text>
      </Box>
    </Flex>
  );
}
