import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, CornerLeftUp } from 'lucide-react';
import type { DriveItem } from '@atrium/api';
import {
  Alert,
  Box,
  Button,
  Dialog,
  Flex,
  Skeleton,
  Text,
  useUi,
  VisuallyHidden,
  vars,
} from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { DriveItemIcon } from './DriveItemIcon.tsx';
import { driveConflictOf, driveErrorMessage } from './driveErrors.ts';
import { useDriveFolders } from './useDrive.ts';
import { useDriveMutations } from './useDriveMutations.ts';

export interface MoveDialogProps {
  /** The item to move; null: closed. */
  item: DriveItem | null;
  onClose: () => void;
  /** Moved into `folderName` (the destination's name, for the notice). */
  onMoved: (item: DriveItem, folderName: string) => void;
}

interface Place {
  /** null: the root of My drive. */
  id: string | null;
  name: string;
}

/**
 * Moves an item: the person browses the folders of My drive from its root and moves the item
 * into the folder open in the picker. The server refuses a folder into itself or one of its own
 * folders, and the dialog says so in its words.
 */
export function MoveDialog({ item, onClose, onMoved }: MoveDialogProps) {
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {item ? <MovePicker key={item.id} item={item} onClose={onClose} onMoved={onMoved} /> : null}
    </Dialog.Root>
  );
}

const ROW = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  paddingInline: vars.space[3],
  border: 0,
  background: 'transparent',
  color: vars.color.gray[12],
  font: 'inherit',
  fontSize: vars.fontSize[2],
  textAlign: 'start',
  cursor: 'pointer',
} as const;

const LIST_BOX = {
  minBlockSize: '12rem',
  maxBlockSize: 'min(45vh, 20rem)',
  overflowY: 'auto',
  border: `1px solid ${vars.color.grayAlpha[5]}`,
  borderRadius: vars.radius[3],
} as const;

function MovePicker({
  item,
  onClose,
  onMoved,
}: {
  item: DriveItem;
  onClose: () => void;
  onMoved: MoveDialogProps['onMoved'];
}) {
  const { t } = useTranslation('drive');
  const api = useApi();
  const { dir } = useUi();
  const { move } = useDriveMutations();
  const [trail, setTrail] = useState<Place[]>(() => [{ id: null, name: t('views.my') }]);
  const here = trail[trail.length - 1] ?? { id: null, name: t('views.my') };
  const parent = trail.length > 1 ? trail[trail.length - 2] : undefined;
  const { folders, error, isLoading, retry } = useDriveFolders(here.id);
  const [base, setBase] = useState<DriveItem>(item);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const alreadyHere = (base.parent_id ?? null) === here.id;
  const Forward = dir === 'rtl' ? ChevronLeft : ChevronRight;

  const browse = (next: Place[]) => {
    setTrail(next);
    setFailure(null);
  };

  const submit = async () => {
    setFailure(null);
    setSaving(true);
    try {
      onMoved(await move(base, here.id), here.name);
    } catch (cause) {
      setFailure(cause);
      // Someone changed it meanwhile: the next try is made on the version as it is now.
      if (driveConflictOf(cause) === 'changedMeanwhile') {
        await api.drive.get(item.id).then(setBase, () => undefined);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Content size={2} closeLabel={t('actions.close')} aria-busy={saving || undefined}>
      <Dialog.Title>{t('move.title', { name: item.name })}</Dialog.Title>
      <Dialog.Description>{t('move.description')}</Dialog.Description>
      <Flex direction="column" gap="3" mt="4">
        <nav aria-label={t('move.path')}>
          <Flex
            as="ol"
            align="center"
            gap="1"
            wrap="wrap"
            m="0"
            p="0"
            style={{ listStyle: 'none' }}
          >
            {trail.map((place, index) => {
              const last = index === trail.length - 1;
              return (
                <Flex as="li" key={place.id ?? 'root'} align="center" gap="1">
                  {index > 0 ? <Forward size={14} aria-hidden="true" /> : null}
                  {last ? (
                    <Text size="2" weight="medium" aria-current="location">
                      {place.name}
                    </Text>
                  ) : (
                    <Button
                      variant="ghost"
                      size={1}
                      tone="neutral"
                      onClick={() => browse(trail.slice(0, index + 1))}
                    >
                      {place.name}
                    </Button>
                  )}
                </Flex>
              );
            })}
          </Flex>
        </nav>
        <Box style={LIST_BOX}>
          {parent ? (
            <button type="button" style={ROW} onClick={() => browse(trail.slice(0, -1))}>
              <CornerLeftUp size={16} aria-hidden="true" />
              {t('move.up', { folder: parent.name })}
            </button>
          ) : null}
          {error ? (
            <Box p="3">
              <Alert tone="danger" title={t('move.loadError')}>
                <Button size={1} variant="soft" onClick={retry}>
                  {t('actions.retry')}
                </Button>
              </Alert>
            </Box>
          ) : isLoading ? (
            <Flex direction="column" gap="3" p="3" aria-busy="true">
              <VisuallyHidden role="status">{t('move.loading')}</VisuallyHidden>
              <Skeleton inlineSize="60%" />
              <Skeleton inlineSize="45%" />
              <Skeleton inlineSize="55%" />
            </Flex>
          ) : folders.length === 0 ? (
            <Text as="p" size="2" color="gray" m="3">
              {t('move.noFolders')}
            </Text>
          ) : (
            <ul
              aria-label={t('move.folders', { folder: here.name })}
              style={{ margin: 0, padding: 0, listStyle: 'none' }}
            >
              {folders.map((folder) => (
                <li key={folder.id}>
                  <button
                    type="button"
                    style={ROW}
                    onClick={() => browse([...trail, { id: folder.id, name: folder.name }])}
                  >
                    <DriveItemIcon kind="folder" />
                    <Text as="span" truncate style={{ flexGrow: 1 }}>
                      {folder.name}
                    </Text>
                    <Forward size={16} aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Box>
        <Box role="status" aria-live="polite">
          {alreadyHere ? (
            <Text as="p" size="2" color="gray">
              {t('move.alreadyHere')}
            </Text>
          ) : null}
        </Box>
        {failure ? (
          <Alert tone="danger" title={t('move.errorTitle')}>
            {driveErrorMessage(t, failure)}
          </Alert>
        ) : null}
        <Dialog.Actions>
          <Button variant="soft" tone="neutral" disabled={saving} onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button loading={saving} disabled={alreadyHere} onClick={() => void submit()}>
            {t('move.submit')}
          </Button>
        </Dialog.Actions>
      </Flex>
    </Dialog.Content>
  );
}
