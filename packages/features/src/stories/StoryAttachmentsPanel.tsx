import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, ExternalLink, Share2, Trash2, Upload } from 'lucide-react';
import {
  storyAttachmentContentUrl,
  storyAttachmentThumbnailUrl,
  type DriveLink,
  type StoryAttachment,
  type StoryDetail,
} from '@atrium/api';
import {
  Alert,
  Badge,
  Button,
  Card,
  Combobox,
  Flex,
  IconButton,
  Text,
  type ComboboxOption,
} from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { DriveItemIcon } from '../drive/DriveItemIcon.tsx';
import { driveFileKind } from '../drive/driveItemKind.ts';
import { DriveLinkUrl } from '../drive/links/driveLinkParts.tsx';
import { useDriveFormat } from '../drive/useDriveFormat.ts';
import { createTusUploader } from '../drive/uploads/tusUploader.ts';
import type { Uploader } from '../drive/uploads/uploader.ts';
import { projectErrorMessage } from '../projects/projectErrors.ts';
import {
  useStoryAttachmentActions,
  useStoryAttachments,
  useStoryMaterials,
} from './useStoryAttachments.ts';

/** A story's state from which its material may be shared (as the server decides, ADR 0025). */
function reviewable(story: StoryDetail): boolean {
  return (
    story.state.group === 'review' ||
    story.state.stage === 'review' ||
    story.state.stage === 'delivered'
  );
}

function AttachmentRow({
  storyId,
  attachment,
  canEdit,
  onRemove,
}: {
  storyId: string;
  attachment: StoryAttachment;
  canEdit: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('stories');
  const format = useDriveFormat();
  const kind = driveFileKind({ kind: 'file', mime_type: attachment.mime_type });
  const opens = !attachment.in_trash;
  return (
    <li
      style={{
        display: 'flex',
        gap: 'var(--space-3)',
        alignItems: 'center',
        paddingBlock: 'var(--space-2)',
        borderBlockEnd: '1px solid var(--gray-a4)',
      }}
    >
      <span
        aria-hidden="true"
        style={{
          inlineSize: '2.5rem',
          blockSize: '2.5rem',
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 'var(--radius-2)',
          background: 'var(--gray-a3)',
          overflow: 'hidden',
        }}
      >
        {kind === 'image' && opens ? (
          <img
            src={storyAttachmentThumbnailUrl(storyId, attachment.id, 'small', {
              revision: attachment.revision,
            })}
            alt=""
            loading="lazy"
            style={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
          />
        ) : (
          <DriveItemIcon kind={kind} size={20} />
        )}
      </span>
      <Flex direction="column" gap="1" style={{ minInlineSize: 0, flex: 1 }}>
        {opens ? (
          <a
            href={storyAttachmentContentUrl(storyId, attachment.id, { inline: true })}
            target="_blank"
            rel="noopener noreferrer"
            dir="auto"
            style={{ overflowWrap: 'anywhere' }}
          >
            {attachment.name}
          </a>
        ) : (
          <Text dir="auto" color="gray" style={{ overflowWrap: 'anywhere' }}>
            {attachment.name}
          </Text>
        )}
        <Flex gap="2" align="center" wrap="wrap">
          <Text size="1" color="gray">
            {format.bytes(attachment.size)}
          </Text>
          {attachment.in_trash ? <Badge tone="warning">{t('attachments.inTrash')}</Badge> : null}
        </Flex>
      </Flex>
      {opens ? (
        <IconButton
          asChild
          variant="ghost"
          color="gray"
          aria-label={t('attachments.download', { name: attachment.name })}
        >
          <a href={storyAttachmentContentUrl(storyId, attachment.id)} download>
            <Download size={16} aria-hidden="true" />
          </a>
        </IconButton>
      ) : null}
      {canEdit ? (
        <IconButton
          variant="ghost"
          color="red"
          aria-label={t('attachments.remove', { name: attachment.name })}
          onClick={onRemove}
        >
          <Trash2 size={16} aria-hidden="true" />
        </IconButton>
      ) : null}
    </li>
  );
}

export interface StoryAttachmentsPanelProps {
  story: StoryDetail;
  /** How files are sent; the resumable tus uploader unless given (stories, tests). */
  uploader?: Uploader;
}

/**
 * The story's attachments (ADR 0025): files uploaded into the person's `Projects/KEY` folder or
 * picked from the drive; opened, previewed and downloaded through the story, so every reader of
 * the story can open them. A story in review or delivered shares them as a material link whose
 * page approves or asks for changes.
 */
export function StoryAttachmentsPanel({ story, uploader }: StoryAttachmentsPanelProps) {
  const { t } = useTranslation('stories');
  const api = useApi();
  const { attachments, error, isLoading, retry } = useStoryAttachments(story.id);
  const materials = useStoryMaterials(story.id);
  const actions = useStoryAttachmentActions(story.id);
  const send = useMemo(() => uploader ?? createTusUploader(), [uploader]);
  const input = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [uploading, setUploading] = useState<{ name: string; percent: number }[]>([]);
  const [shared, setShared] = useState<DriveLink | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  const loadFiles = useCallback(
    async (query: string): Promise<ComboboxOption[]> => {
      const trimmed = query.trim();
      if (!trimmed) return [];
      const page = await api.drive.list({ q: trimmed, size: 20 });
      return page.items
        .filter((item) => item.kind === 'file')
        .map((item) => ({ value: item.id, label: item.name }));
    },
    [api],
  );

  /** Uploads each file into the person's Projects/KEY folder, then attaches what arrived. */
  const upload = (files: readonly File[]) =>
    run(async () => {
      const { folder_id: folderId } = await actions.uploadFolder();
      setUploading(files.map((file) => ({ name: file.name, percent: 0 })));
      const done = await Promise.all(
        files.map(
          (file, index) =>
            new Promise<string | null>((resolve) => {
              send(
                file,
                { parentId: folderId, onConflict: 'keep_both' },
                {
                  onProgress: (sent, total) =>
                    setUploading((rows) =>
                      rows.map((row, at) =>
                        at === index
                          ? { ...row, percent: total > 0 ? Math.round((sent / total) * 100) : 100 }
                          : row,
                      ),
                    ),
                  onSuccess: (item) => resolve(item.id),
                  onError: (problem) => {
                    setFailure(new Error(problem.detail));
                    resolve(null);
                  },
                },
              );
            }),
        ),
      );
      setUploading([]);
      const ids = done.filter((id): id is string => id !== null);
      if (ids.length > 0) await actions.attach(ids);
    });

  const shareable =
    story.can_edit && reviewable(story) && (attachments ?? []).some((a) => !a.in_trash);
  const latest = shared ?? materials[0] ?? null;

  return (
    <Card title={t('attachments.title')} titleAs="h2">
      <Flex direction="column" gap="3">
        {error ? (
          <Alert tone="danger" title={t('attachments.error')}>
            <Button variant="soft" onClick={retry}>
              {t('actions.retry')}
            </Button>
          </Alert>
        ) : null}
        {failure ? (
          <Alert tone="danger" title={t('attachments.actionError')}>
            {projectErrorMessage(t, failure)}
          </Alert>
        ) : null}
        {isLoading ? (
          <Text color="gray" role="status">
            {t('attachments.loading')}
          </Text>
        ) : null}
        {attachments && attachments.length === 0 ? (
          <Text color="gray">{t('attachments.empty')}</Text>
        ) : null}
        {attachments && attachments.length > 0 ? (
          <ul
            aria-label={t('attachments.title')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {attachments.map((attachment) => (
              <AttachmentRow
                key={attachment.id}
                storyId={story.id}
                attachment={attachment}
                canEdit={story.can_edit}
                onRemove={() => void run(() => actions.detach(attachment.id))}
              />
            ))}
          </ul>
        ) : null}
        {uploading.length > 0 ? (
          <ul
            aria-label={t('attachments.uploading')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {uploading.map((row) => (
              <li key={row.name}>
                <Text size="2" dir="auto">
                  {t('attachments.progress', { name: row.name, percent: row.percent })}
                </Text>
              </li>
            ))}
          </ul>
        ) : null}
        {story.can_edit ? (
          <>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              aria-hidden="true"
              tabIndex={-1}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length > 0) void upload(files);
              }}
            />
            <Flex gap="2" wrap="wrap">
              <Button
                variant="soft"
                startIcon={<Upload size={16} />}
                disabled={busy}
                onClick={() => input.current?.click()}
              >
                {t('attachments.upload')}
              </Button>
            </Flex>
            <Combobox
              label={t('attachments.pick')}
              placeholder={t('attachments.pickPlaceholder')}
              loadingLabel={t('form.searching')}
              noResultsLabel={t('attachments.noFiles')}
              loadOptions={loadFiles}
              value={null}
              onValueChange={(id) => {
                if (id) void run(() => actions.attach([id]));
              }}
            />
          </>
        ) : null}
        {shareable ? (
          <Button
            variant="soft"
            startIcon={<Share2 size={16} />}
            disabled={busy}
            onClick={() => void run(async () => setShared(await actions.shareMaterial()))}
          >
            {t('attachments.shareMaterial')}
          </Button>
        ) : null}
        {latest ? (
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium">
              {t('attachments.materialLink')}
            </Text>
            <DriveLinkUrl link={latest} />
            <Text size="1" color="gray">
              <ExternalLink size={12} aria-hidden="true" /> {t('attachments.materialHint')}
            </Text>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
