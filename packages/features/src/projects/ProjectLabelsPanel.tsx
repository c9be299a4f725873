import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus, Tag, Trash2 } from 'lucide-react';
import type { ProjectDetail, ProjectLabel } from '@atrium/api';
import { Alert, Button, ConfirmDialog, EmptyState, Flex, IconButton, Text } from '@atrium/ui';
import { NameColorDialog, type NameColorValues } from './NameColorDialog.tsx';
import { projectErrorMessage } from './projectErrors.ts';
import { ColorDot } from './projectParts.tsx';
import { useProjectMutations } from './useProjects.ts';

export interface ProjectLabelsPanelProps {
  project: ProjectDetail;
  onNotice: (text: string) => void;
}

/** A project's coloured labels: add, rename, recolour, remove (taken off its stories). */
export function ProjectLabelsPanel({ project, onNotice }: ProjectLabelsPanelProps) {
  const { t } = useTranslation('projects');
  const mutations = useProjectMutations();
  const [editing, setEditing] = useState<ProjectLabel | 'new' | null>(null);
  const [removing, setRemoving] = useState<ProjectLabel | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const canManage = project.can_manage;

  const save = async (values: NameColorValues) => {
    const body = { name: values.name, color: values.color };
    if (editing === 'new') {
      await mutations.createLabel(project.id, body);
      onNotice(t('labels.added', { name: values.name }));
    } else if (editing) {
      await mutations.updateLabel(project.id, editing.id, body);
      onNotice(t('labels.saved', { name: values.name }));
    }
  };

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text color="gray" size="2">
          {t('labels.description')}
        </Text>
        {canManage ? (
          <Button startIcon={<Plus size={16} />} variant="soft" onClick={() => setEditing('new')}>
            {t('labels.add')}
          </Button>
        ) : null}
      </Flex>
      {failure ? (
        <Alert tone="danger" title={t('labels.errorTitle')}>
          {projectErrorMessage(t, failure)}
        </Alert>
      ) : null}
      {project.labels.length === 0 ? (
        <EmptyState
          icon={<Tag size={24} />}
          title={t('labels.emptyTitle')}
          text={t('labels.emptyText')}
        />
      ) : (
        <ul aria-label={t('labels.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {project.labels.map((label) => (
            <li
              key={label.id}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 'var(--space-3)',
                paddingBlock: 'var(--space-2)',
                borderBlockEnd: '1px solid var(--gray-a5)',
              }}
            >
              <ColorDot color={label.color} />
              <Text weight="medium" dir="auto" style={{ flex: 1, minWidth: 0 }}>
                {label.name}
              </Text>
              {canManage ? (
                <Flex gap="1">
                  <IconButton
                    variant="ghost"
                    color="gray"
                    aria-label={t('labels.edit', { name: label.name })}
                    onClick={() => setEditing(label)}
                  >
                    <Pencil size={16} />
                  </IconButton>
                  <IconButton
                    variant="ghost"
                    color="red"
                    aria-label={t('labels.remove', { name: label.name })}
                    onClick={() => setRemoving(label)}
                  >
                    <Trash2 size={16} />
                  </IconButton>
                </Flex>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <NameColorDialog
        kind="label"
        open={editing !== null}
        initial={
          editing && editing !== 'new' ? { name: editing.name, color: editing.color } : undefined
        }
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('labels.removeTitle', { name: removing?.name ?? '' })}
        message={t('labels.removeText')}
        confirmLabel={t('labels.removeConfirm')}
        cancelLabel={t('actions.cancel')}
        tone="danger"
        onConfirm={async () => {
          const label = removing;
          if (!label) return;
          setFailure(null);
          try {
            await mutations.removeLabel(project.id, label.id);
            onNotice(t('labels.removed', { name: label.name }));
          } catch (error) {
            setFailure(error);
          }
        }}
      />
    </Flex>
  );
}
