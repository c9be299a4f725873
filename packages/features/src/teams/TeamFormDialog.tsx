import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  isApiError,
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  type Team,
  type TeamDetail,
} from '@atrium/api';
import { Alert, Button, Dialog, Flex, Textarea, TextField, useIntlLocale } from '@atrium/ui';
import { errorMessage, markShownInPlace } from '../i18n/errorMessage.ts';
import { formatNumber } from '../i18n/languages.ts';
import { teamFormSchema, type TeamFormValues } from './teamFormSchema.ts';
import { useTeamMutations } from './useTeamMutations.ts';

const NAME_TAKEN = 'A team with this name already exists';

export interface TeamFormDialogProps {
  /** `null`: closed; `'new'`: create; a team: edit it. */
  team: Team | 'new' | null;
  onClose: () => void;
  onSaved: (team: TeamDetail, created: boolean) => void;
}

/** Create or edit a team's name and description. */
export function TeamFormDialog({ team, onClose, onSaved }: TeamFormDialogProps) {
  return (
    <Dialog.Root
      open={team !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {team !== null ? <TeamForm team={team} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog.Root>
  );
}

function TeamForm({
  team,
  onClose,
  onSaved,
}: {
  team: Team | 'new';
  onClose: () => void;
  onSaved: TeamFormDialogProps['onSaved'];
}) {
  const { t } = useTranslation('teams');
  const locale = useIntlLocale();
  const { createTeam, updateTeam } = useTeamMutations();
  const [failure, setFailure] = useState<unknown>(null);
  const creating = team === 'new';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TeamFormValues>({
    resolver: zodResolver(teamFormSchema),
    defaultValues: creating
      ? { name: '', description: '' }
      : { name: team.name, description: team.description ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const body = { name: values.name, description: values.description || null };
    try {
      const saved = creating ? await createTeam(body) : await updateTeam(team.id, body);
      onSaved(saved, creating);
    } catch (error) {
      const nameErrors = isApiError(error) ? error.fieldErrors.name : undefined;
      if (nameErrors?.length) {
        markShownInPlace(error);
        setError(
          'name',
          { message: nameErrors[0] === NAME_TAKEN ? 'form.nameTaken' : nameErrors[0] },
          { shouldFocus: true },
        );
      } else {
        setFailure(error);
      }
    }
  });

  // The limit in the reader's digits ("At most 100 characters").
  const fieldError = (message: string | undefined, max: number) =>
    message ? t(message, { max: formatNumber(max, locale) }) : undefined;

  return (
    <Dialog.Content closeLabel={t('actions.close')} aria-busy={isSubmitting || undefined}>
      <Dialog.Title>{creating ? t('form.createTitle') : t('form.editTitle')}</Dialog.Title>
      <Dialog.Description>
        {creating ? t('form.createDescription') : t('form.editDescription', { name: team.name })}
      </Dialog.Description>
      <form onSubmit={onSubmit} noValidate>
        <Flex direction="column" gap="4" mt="4">
          {failure ? (
            <Alert tone="danger" title={t('form.errorTitle')}>
              {errorMessage(t, failure)}
            </Alert>
          ) : null}
          <TextField
            label={t('form.name')}
            required
            autoComplete="off"
            error={fieldError(errors.name?.message, TEAM_NAME_MAX)}
            {...register('name')}
          />
          <Textarea
            label={t('form.description')}
            rows={3}
            error={fieldError(errors.description?.message, TEAM_DESCRIPTION_MAX)}
            {...register('description')}
          />
          <Dialog.Actions>
            <Button variant="soft" tone="neutral" disabled={isSubmitting} onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {creating ? t('actions.create') : t('actions.save')}
            </Button>
          </Dialog.Actions>
        </Flex>
      </form>
    </Dialog.Content>
  );
}
