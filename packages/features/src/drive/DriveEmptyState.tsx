import { useTranslation } from 'react-i18next';
import {
  Clock,
  FolderOpen,
  FolderPlus,
  HardDrive,
  Search,
  Star,
  Trash2,
  Upload,
  Users,
} from 'lucide-react';
import { Button, EmptyState, Flex } from '@atrium/ui';
import type { DrivePageView } from './driveView.ts';

export interface DriveEmptyStateProps {
  view: DrivePageView;
  /** The open folder is someone else's, shared for viewing only. */
  readOnly: boolean;
  /** Offered where a folder can be made (My drive, a folder the person may change). */
  onNewFolder?: (() => void) | undefined;
  /** Offered where files can be uploaded (the same places): opens the file picker. */
  onUpload?: (() => void) | undefined;
  onClearSearch: () => void;
}

/** What an empty list says: per view, inside a folder, or for a search that matches nothing. */
export function DriveEmptyState({
  view,
  readOnly,
  onNewFolder,
  onUpload,
  onClearSearch,
}: DriveEmptyStateProps) {
  const { t } = useTranslation('drive');
  const newFolder =
    onNewFolder || onUpload ? (
      <Flex gap="2" wrap="wrap" justify="center">
        {onUpload ? (
          <Button variant="soft" onClick={onUpload}>
            <Upload size={16} aria-hidden="true" />
            {t('empty.upload')}
          </Button>
        ) : null}
        {onNewFolder ? (
          <Button onClick={onNewFolder}>
            <FolderPlus size={16} aria-hidden="true" />
            {t('actions.newFolder')}
          </Button>
        ) : null}
      </Flex>
    ) : undefined;

  if (view.q) {
    return (
      <EmptyState
        icon={<Search size={24} />}
        title={t('empty.searchTitle', { q: view.q })}
        text={t('empty.searchText')}
        action={
          <Button variant="soft" tone="neutral" onClick={onClearSearch}>
            {t('actions.clearSearch')}
          </Button>
        }
      />
    );
  }
  if (view.folder) {
    return (
      <EmptyState
        icon={<FolderOpen size={24} />}
        title={t('empty.folderTitle')}
        text={readOnly ? t('empty.folderReadOnlyText') : t('empty.folderText')}
        action={newFolder}
      />
    );
  }
  const icons = {
    my: <HardDrive size={24} />,
    shared: <Users size={24} />,
    recent: <Clock size={24} />,
    starred: <Star size={24} />,
    trash: <Trash2 size={24} />,
  };
  return (
    <EmptyState
      icon={icons[view.view]}
      title={t(`empty.${view.view}Title`)}
      text={t(`empty.${view.view}Text`)}
      action={view.view === 'my' ? newFolder : undefined}
    />
  );
}
