import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileArchive, Link2, RotateCcw, Trash2, X } from 'lucide-react';
import { driveZipUrl, type DriveItem } from '@atrium/api';
import { Button, Flex, Link, Text, vars } from '@atrium/ui';
import { canChange } from './driveActions.tsx';
import { useDriveMutations } from './useDriveMutations.ts';

export interface DriveBulkBarProps {
  /** The selected items (of the page shown). */
  items: readonly DriveItem[];
  inTrash: boolean;
  onClear: () => void;
  /** What was done, for the page's notice. */
  onDone: (text: string) => void;
  onFailed: (error: unknown) => void;
  /** Opens "Share as material" with the selected files (absent: not offered). */
  onShareAsMaterial?: () => void;
}

const BAR = {
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[3],
  // A border, not a tint: the buttons' own soft colours keep their contrast on the panel.
  border: `1px solid ${vars.color.accentAlpha[7]}`,
  background: vars.color.panel,
} as const;

/**
 * The actions on the selected items: download them as one zip, move them to the trash (those the person may change; the
 * others are left and counted), or, in the trash, restore them. A region of its own, so screen
 * readers find it by name.
 */
export function DriveBulkBar({
  items,
  inTrash,
  onClear,
  onDone,
  onFailed,
  onShareAsMaterial,
}: DriveBulkBarProps) {
  const { t } = useTranslation('drive');
  const { trash, restore } = useDriveMutations();
  const [busy, setBusy] = useState(false);
  const changeable = inTrash ? items : items.filter(canChange);
  const skipped = items.length - changeable.length;

  const apply = async () => {
    setBusy(true);
    let done = 0;
    try {
      for (const item of changeable) {
        await (inTrash ? restore(item.id) : trash(item.id));
        done += 1;
      }
      const text = t(inTrash ? 'notices.restoredMany' : 'notices.trashedMany', { count: done });
      onDone(skipped > 0 ? `${text} ${t('notices.skipped', { count: skipped })}` : text);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={t('bulk.label')} style={BAR}>
      <Flex align="center" gap="3" wrap="wrap">
        <Text size="2" weight="medium" style={{ flexGrow: 1 }}>
          {t('bulk.selected', { count: items.length })}
        </Text>
        <Button
          size={1}
          variant="soft"
          tone={inTrash ? 'accent' : 'danger'}
          loading={busy}
          disabled={changeable.length === 0}
          onClick={() => void apply()}
        >
          {inTrash ? (
            <RotateCcw size={14} aria-hidden="true" />
          ) : (
            <Trash2 size={14} aria-hidden="true" />
          )}
          {inTrash ? t('actions.restore') : t('actions.trash')}
        </Button>
        {!inTrash ? (
          <Link href={driveZipUrl(items.map((item) => item.id))} download size="2" weight="medium">
            <Flex as="span" align="center" gap="1">
              <FileArchive size={14} aria-hidden="true" />
              {t('bulk.downloadZip')}
            </Flex>
          </Link>
        ) : null}
        {!inTrash &&
        onShareAsMaterial &&
        items.some((item) => item.kind === 'file' && canChange(item)) ? (
          <Button size={1} variant="soft" onClick={onShareAsMaterial}>
            <Link2 size={14} aria-hidden="true" />
            {t('links.actions.material')}
          </Button>
        ) : null}
        <Button size={1} variant="ghost" tone="neutral" disabled={busy} onClick={onClear}>
          <X size={14} aria-hidden="true" />
          {t('bulk.clear')}
        </Button>
      </Flex>
      {!inTrash && skipped > 0 ? (
        <Text as="p" size="1" color="gray" mt="1">
          {t('bulk.viewOnly', { count: skipped })}
        </Text>
      ) : null}
    </section>
  );
}
