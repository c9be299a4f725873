import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@atrium/api';
import {
  Alert,
  Avatar,
  Button,
  Card,
  FileDrop,
  type FileDropItem,
  type FileDropRejection,
  Flex,
  Text,
} from '@atrium/ui';
import { accountErrorMessage } from './accountErrors.ts';

export interface AvatarCardProps {
  name: string;
  /** The current image URL, when known. */
  avatar: string | null | undefined;
  onUpload: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  /**
   * Someone else's photo (a user manager on the user's page): the texts name that person
   * ("Shown next to Sara's name") instead of speaking to the reader ("your photo").
   */
  ofSomeoneElse?: boolean;
}

const MAX_MIB = AVATAR_MAX_BYTES / (1024 * 1024);

/** The profile image: preview, upload (PNG, JPEG or WebP up to 5 MiB, as the server takes) and removal. */
export function AvatarCard({
  name,
  avatar,
  onUpload,
  onRemove,
  ofSomeoneElse = false,
}: AvatarCardProps) {
  const { t } = useTranslation('account');
  // The texts that speak to the owner ("your photo") name them when it is someone else's.
  const own = (key: string) =>
    ofSomeoneElse ? t(`avatar.ofPerson.${key}`, { name }) : t(`avatar.${key}`);
  const [upload, setUpload] = useState<FileDropItem | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const run = async (kind: 'upload' | 'remove', action: () => Promise<unknown>, done: string) => {
    setBusy(kind);
    setStatus(null);
    try {
      await action();
      setStatus({ tone: 'success', text: done });
      return true;
    } catch (error) {
      setStatus({ tone: 'danger', text: accountErrorMessage(t, error) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const onFilesAdded = async ([file]: File[]) => {
    if (!file) return;
    const item = { id: `${file.name}-${file.size}`, name: file.name, size: file.size };
    setUpload({ ...item, progress: 50 });
    const ok = await run('upload', () => onUpload(file), own('uploaded'));
    setUpload(ok ? null : { ...item, status: 'error', error: t('avatar.failed') });
  };

  const onFilesRejected = ([rejection]: FileDropRejection[]) => {
    if (!rejection) return;
    setStatus({
      tone: 'danger',
      text:
        rejection.reason === 'size'
          ? t('avatar.tooLarge', { max: MAX_MIB })
          : t('avatar.wrongType'),
    });
  };

  return (
    <Card title={t('avatar.title')} titleAs="h2" description={own('description')}>
      <Flex direction="column" gap="4">
        <Flex gap="4" align="center" wrap="wrap">
          <Avatar name={name} src={avatar ?? undefined} size={4} />
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium">
              {name}
            </Text>
            <Text size="1" color="gray">
              {t('avatar.rules', { max: MAX_MIB })}
            </Text>
          </Flex>
          {/* nothing to remove without a photo (the initials are not one) */}
          {avatar ? (
            <Button
              variant="soft"
              tone="danger"
              loading={busy === 'remove'}
              disabled={busy !== null}
              onClick={() => void run('remove', onRemove, own('removed'))}
            >
              {t('avatar.remove')}
            </Button>
          ) : null}
        </Flex>
        {status ? (
          <Alert tone={status.tone} role={status.tone === 'danger' ? 'alert' : 'status'}>
            {status.text}
          </Alert>
        ) : null}
        <FileDrop
          label={t('avatar.upload')}
          files={upload ? [upload] : []}
          multiple={false}
          accept={AVATAR_TYPES.join(',')}
          maxSize={AVATAR_MAX_BYTES}
          disabled={busy !== null}
          onFilesAdded={(files) => void onFilesAdded(files)}
          onFilesRejected={onFilesRejected}
          onCancel={() => setUpload(null)}
          labels={{
            drop: t('avatar.drop'),
            browse: t('avatar.browse'),
            cancel: (fileName) => t('avatar.cancel', { name: fileName }),
            progress: (fileName) => t('avatar.progress', { name: fileName }),
            added: (count) => t('avatar.added', { count }),
            rejected: (fileName, reason) =>
              reason === 'size'
                ? t('avatar.rejectedSize', { name: fileName, max: MAX_MIB })
                : t('avatar.rejectedType', { name: fileName }),
            list: t('avatar.list'),
          }}
        />
      </Flex>
    </Card>
  );
}
