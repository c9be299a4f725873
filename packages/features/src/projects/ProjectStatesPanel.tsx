import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import type { ProjectDetail, ProjectState } from '@atrium/api';
import { Alert, Badge, Button, ConfirmDialog, Flex, IconButton, Select, Text } from '@atrium/ui';
import { NameColorDialog, type NameColorValues } from './NameColorDialog.tsx';
import { projectErrorMessage } from './projectErrors.ts';
import { ColorDot } from './projectParts.tsx';
import { useProjectMutations } from './useProjects.ts';

export interface ProjectStatesPanelProps {
  project: ProjectDetail;
  /** Announces what was done (the page's live notice). */
  onNotice: (text: string) => void;
}

/**
 * A project's states in board order, each in its group: add, rename, recolour, regroup, move up
 * or down (buttons, so it works from the keyboard and with a screen reader) and remove (its
 * stories go to another state).
 */
export function ProjectStatesPanel({ project, onNotice }: ProjectStatesPanelProps) {
  const { t } = useTranslation('projects');
  const mutations = useProjectMutations();
  const [editing, setEditing] = useState<ProjectState | 'new' | null>(null);
  const [removing, setRemoving] = useState<ProjectState | null>(null);
  const [moveTo, setMoveTo] = useState<string>('');
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const states = project.states;
  const canManage = project.can_manage;

  const run = async (work: () => Promise<void>, notice: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      onNotice(notice);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const move = (state: ProjectState, by: -1 | 1) => {
    const index = states.findIndex((entry) => entry.id === state.id);
    const target = index + by;
    if (target < 0 || target >= states.length) return;
    const ids = states.map((entry) => entry.id);
    ids.splice(target, 0, ...ids.splice(index, 1));
    void run(
      () => mutations.reorderStates(project.id, ids),
      t('states.moved', { name: state.name, position: target + 1, count: states.length }),
    );
  };

  const save = async (values: NameColorValues) => {
    if (editing === 'new') {
      await mutations.createState(project.id, {
        name: values.name,
        color: values.color,
        group: values.group ?? 'started',
        ...(values.stage !== undefined ? { stage: values.stage } : {}),
      });
      onNotice(t('states.added', { name: values.name }));
    } else if (editing) {
      await mutations.updateState(project.id, editing.id, values);
      onNotice(t('states.saved', { name: values.name }));
    }
  };

  const others = removing ? states.filter((state) => state.id !== removing.id) : [];

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text color="gray" size="2">
          {t('states.description')}
        </Text>
        {canManage ? (
          <Button startIcon={<Plus size={16} />} variant="soft" onClick={() => setEditing('new')}>
            {t('states.add')}
          </Button>
        ) : null}
      </Flex>
      {failure ? (
        <Alert tone="danger" title={t('states.errorTitle')}>
          {projectErrorMessage(t, failure)}
        </Alert>
      ) : null}
      <ol aria-label={t('states.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {states.map((state, index) => (
          <li
            key={state.id}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 'var(--space-3)',
              paddingBlock: 'var(--space-2)',
              borderBlockEnd: '1px solid var(--gray-a5)',
              flexWrap: 'wrap',
            }}
          >
            <ColorDot color={state.color} />
            <Text weight="medium" dir="auto" style={{ flex: '1 1 8rem', minWidth: 0 }}>
              {state.name}
            </Text>
            <Badge>{t(`groups.${state.group}`)}</Badge>
            {state.stage ? (
              <Badge tone="info">
                {t('states.stageBadge', { stage: t(`stages.${state.stage}`) })}
              </Badge>
            ) : null}
            {canManage ? (
              <Flex gap="1">
                <IconButton
                  variant="ghost"
                  color="gray"
                  disabled={busy || index === 0}
                  aria-label={t('states.moveUp', { name: state.name })}
                  onClick={() => move(state, -1)}
                >
                  <ArrowUp size={16} />
                </IconButton>
                <IconButton
                  variant="ghost"
                  color="gray"
                  disabled={busy || index === states.length - 1}
                  aria-label={t('states.moveDown', { name: state.name })}
                  onClick={() => move(state, 1)}
                >
                  <ArrowDown size={16} />
                </IconButton>
                <IconButton
                  variant="ghost"
                  color="gray"
                  disabled={busy}
                  aria-label={t('states.edit', { name: state.name })}
                  onClick={() => setEditing(state)}
                >
                  <Pencil size={16} />
                </IconButton>
                <IconButton
                  variant="ghost"
                  color="red"
                  disabled={busy || states.length <= 1}
                  aria-label={t('states.remove', { name: state.name })}
                  onClick={() => {
                    setRemoving(state);
                    setMoveTo(
                      states.find((entry) => entry.id !== state.id && entry.group === state.group)
                        ?.id ??
                        states.find((entry) => entry.id !== state.id)?.id ??
                        '',
                    );
                  }}
                >
                  <Trash2 size={16} />
                </IconButton>
              </Flex>
            ) : null}
          </li>
        ))}
      </ol>
      <NameColorDialog
        kind="state"
        withStage={project.content_pipeline}
        open={editing !== null}
        initial={
          editing && editing !== 'new'
            ? {
                name: editing.name,
                color: editing.color,
                group: editing.group,
                stage: editing.stage,
              }
            : undefined
        }
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('states.removeTitle', { name: removing?.name ?? '' })}
        message={
          <Flex direction="column" gap="3">
            <Text>{t('states.removeText')}</Text>
            <Select
              label={t('states.moveTo')}
              options={others.map((state) => ({ value: state.id, label: state.name }))}
              value={moveTo}
              onValueChange={setMoveTo}
            />
          </Flex>
        }
        confirmLabel={t('states.removeConfirm')}
        cancelLabel={t('actions.cancel')}
        tone="danger"
        onConfirm={() => {
          const state = removing;
          if (!state) return;
          return run(
            () => mutations.removeState(project.id, state.id, moveTo || undefined),
            t('states.removed', { name: state.name }),
          );
        }}
      />
    </Flex>
  );
}
