import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, RemoveProjectResponse } from '@atrium/api';
import { ConfirmDialog, Flex, RadioGroup, Text } from '@atrium/ui';
import { MasterKeyCancelledError } from '../masterKey/masterKeyErrors.ts';
import { projectErrorMessage } from './projectErrors.ts';
import { useRemoveProject } from './useRemoveProject.ts';

const CHOICES = ['archive', 'delete'] as const;
type Choice = (typeof CHOICES)[number];

export interface ProjectRemoveDialogProps {
  project: ProjectDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** It was archived or deleted (the page says so, or leaves for the list). */
  onDone: (result: RemoveProjectResponse) => void;
}

/**
 * Archive a project (the default: its stories stay and it can be brought back) or delete it and
 * its stories for good. The confirm button names the chosen action. The page asks for the master
 * password before opening it; should the elevation end meanwhile, it is asked for again before
 * the request leaves (the server refuses a project with stories without it).
 */
export function ProjectRemoveDialog({
  project,
  open,
  onOpenChange,
  onDone,
}: ProjectRemoveDialogProps) {
  const { t } = useTranslation('projects');
  const remove = useRemoveProject();
  const [choice, setChoice] = useState<Choice>('archive');
  const [failure, setFailure] = useState<string | null>(null);
  const name = project.name;

  const confirm = async () => {
    setFailure(null);
    try {
      const result = await remove({
        id: project.id,
        permanent: choice === 'delete',
        label: t(`remove.elevation.${choice}`, { name }),
      });
      onDone(result);
    } catch (error) {
      if (!(error instanceof MasterKeyCancelledError)) {
        setFailure(projectErrorMessage(t, error));
      }
      throw error;
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setChoice('archive');
          setFailure(null);
        }
        onOpenChange(next);
      }}
      title={t('remove.title', { name })}
      message={
        <Flex direction="column" gap="3">
          <Text as="p">{t('remove.text', { count: project.progress.total })}</Text>
          <RadioGroup
            label={t('remove.choice')}
            options={CHOICES.map((value) => ({
              value,
              label: (
                <Flex as="span" direction="column" gap="1">
                  <Text weight="medium">{t(`remove.${value}`)}</Text>
                  <Text size="1" color="gray">
                    {t(`remove.${value}Hint`)}
                  </Text>
                </Flex>
              ),
            }))}
            value={choice}
            onValueChange={(value) => setChoice(value as Choice)}
          />
          <Text as="p" size="2" color="gray">
            {t('remove.masterPassword')}
          </Text>
        </Flex>
      }
      confirmLabel={t(`remove.confirm.${choice}`)}
      cancelLabel={t('actions.cancel')}
      tone="danger"
      error={failure}
      onConfirm={confirm}
    />
  );
}
