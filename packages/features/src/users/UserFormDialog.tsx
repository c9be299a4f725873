import { useEffect, useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_NUMBER_MAX,
  INVITE_TOKEN_TTL_MS,
  isApiError,
  ROLES,
  type User,
} from '@atrium/api';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  Flex,
  Grid,
  PasswordField,
  Select,
  Text,
  TextField,
} from '@atrium/ui';
import { useSession } from '../app/SessionProvider.tsx';
import { TimeZoneField } from '../app/TimeZoneField.tsx';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages.ts';
import { userErrorMessage, userFieldMessage } from './userErrors.ts';
import {
  changedFields,
  createUserFormSchema,
  editUserFormSchema,
  emptyUserForm,
  inviteUserFormSchema,
  userToForm,
  type UserFormValues,
} from './userFormSchema.ts';
import { ManagerField } from './ManagerField.tsx';
import { useCreateUser, useInviteUser, useUpdateUser } from './useUserMutations.ts';
import { useTeamOptions } from './useTeamOptions.ts';
import { markShownInPlace } from '../i18n/errorMessage.ts';

export interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; without it the dialog creates one. */
  user?: User | undefined;
  /** Called with the saved user; the dialog closes itself. */
  onSaved: (user: User) => void;
  /**
   * Invite instead of create (no user given): no password, the e-mail is required, and the
   * person chooses their password through the e-mailed link.
   */
  invite?: boolean;
}

const INVITE_DAYS = INVITE_TOKEN_TTL_MS / (24 * 60 * 60 * 1000);

const FIELDS: readonly (keyof UserFormValues)[] = [
  'username',
  'full_name',
  'email',
  'phone',
  'job_title',
  'employee_number',
  'manager_id',
  'role',
  'password',
  'language',
  'time_zone',
  'team_ids',
  'must_change_password',
];

/**
 * Create or edit a user: the contract's rules on the client, the server's field errors on the
 * fields. Teams are checkboxes (an organisation has a handful; all visible at once) and the time
 * zone a searchable list of the IANA zones with their offsets (TimeZoneField).
 */
export function UserFormDialog({
  open,
  onOpenChange,
  user,
  onSaved,
  invite = false,
}: UserFormDialogProps) {
  const { t, i18n } = useTranslation('users');
  const { user: me } = useSession();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const editing = user !== undefined;
  const create = useCreateUser();
  const update = useUpdateUser();
  const inviteUser = useInviteUser();
  const inviting = invite && !editing;
  const { teams, available: teamsAvailable } = useTeamOptions();
  const mutation = editing ? update : inviting ? inviteUser : create;

  const form = useForm<UserFormValues>({
    // The schemas take the same form values; they differ in the request they build.
    resolver: zodResolver(
      editing ? editUserFormSchema : inviting ? inviteUserFormSchema : createUserFormSchema,
    ) as never,
    defaultValues: user ? userToForm(user) : emptyUserForm(language),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  // A fresh form each time the dialog opens (or opens for another user).
  const resetMutation = mutation.reset;
  useEffect(() => {
    if (!open) return;
    reset(user ? userToForm(user) : emptyUserForm(language));
    resetMutation();
    // Refill the form only when it opens or another user is chosen (keyed on the id, not on the
    // object a refetch replaces, which would wipe what is being typed); reset is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, user?.id]);

  const isSelf = editing && me?.id === user.id;
  const actorIsSuperAdmin = me?.role === 'super_admin';
  // Only a super admin gives or changes roles of super admins; nobody changes their own role.
  const roleLocked = editing && (isSelf || !actorIsSuperAdmin);
  const roleOptions = ROLES.filter((role) => actorIsSuperAdmin || role !== 'super_admin').map(
    (role) => ({ value: role, label: t(`common:roles.${role}`) }),
  );
  const teamOptions = useMemo(
    () => teams.map((team) => ({ value: team.id, label: team.name })),
    [teams],
  );
  const teamsHintId = useId();

  const fieldError = (name: keyof UserFormValues) => {
    const message = errors[name]?.message;
    return message ? userFieldMessage(t, message) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = editing
        ? await update.trigger(user.id, changedFields(user, values as never))
        : inviting
          ? await inviteUser.trigger(values as never)
          : await create.trigger(values as never);
      onSaved(saved);
      onOpenChange(false);
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'validation') return;
      markShownInPlace(error);
      let first = true;
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        if (!(FIELDS as readonly string[]).includes(field)) continue;
        setError(
          field as Path<UserFormValues>,
          { type: 'server', message: messages[0] ?? '' },
          { shouldFocus: first },
        );
        first = false;
      }
    }
  });

  const serverError = mutation.error;
  const fieldsFromServer =
    isApiError(serverError) &&
    serverError.kind === 'validation' &&
    Object.keys(serverError.fieldErrors).every((field) =>
      (FIELDS as readonly string[]).includes(field),
    );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size={3} closeLabel={t('actions.close')}>
        <Dialog.Title>
          {editing ? t('form.editTitle') : inviting ? t('invite.title') : t('form.createTitle')}
        </Dialog.Title>
        <Dialog.Description>
          {editing
            ? t('form.editDescription', { name: user.full_name })
            : inviting
              ? t('invite.description', { days: INVITE_DAYS })
              : t('form.createDescription')}
        </Dialog.Description>
        <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
          <Flex direction="column" gap="4">
            {serverError && !fieldsFromServer ? (
              <Alert tone="danger" title={inviting ? t('invite.errorTitle') : t('form.errorTitle')}>
                {userErrorMessage(t, serverError)}
              </Alert>
            ) : null}
            <Grid columns={{ initial: '1', sm: '2' }} gap="4">
              <TextField
                label={t('fields.username')}
                required
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={150}
                error={fieldError('username')}
                {...register('username')}
              />
              <TextField
                label={t('fields.fullName')}
                required
                autoComplete="off"
                maxLength={150}
                error={fieldError('full_name')}
                {...register('full_name')}
              />
              <TextField
                label={t('fields.email')}
                type="email"
                autoComplete="off"
                maxLength={254}
                required={inviting}
                hint={inviting ? t('invite.emailHint') : undefined}
                error={fieldError('email')}
                {...register('email')}
              />
              <TextField
                label={t('fields.phone')}
                type="tel"
                dir="ltr"
                autoComplete="off"
                maxLength={32}
                error={fieldError('phone')}
                {...register('phone')}
              />
              <TextField
                label={t('fields.jobTitle')}
                autoComplete="off"
                maxLength={100}
                error={fieldError('job_title')}
                {...register('job_title')}
              />
              <TextField
                label={t('fields.employeeNumber')}
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                maxLength={EMPLOYEE_NUMBER_MAX}
                error={fieldError('employee_number')}
                {...register('employee_number')}
              />
              <Controller
                control={control}
                name="manager_id"
                render={({ field }) => (
                  <ManagerField
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    userId={user?.id}
                    error={fieldError('manager_id')}
                  />
                )}
              />
              <Controller
                control={control}
                name="role"
                render={({ field }) => (
                  <Select
                    label={t('fields.role')}
                    required
                    options={roleOptions}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    disabled={roleLocked}
                    hint={
                      roleLocked
                        ? isSelf
                          ? t('form.ownRoleHint')
                          : t('form.superAdminRoleHint')
                        : undefined
                    }
                    error={fieldError('role')}
                  />
                )}
              />
              {editing || inviting ? null : (
                <PasswordField
                  label={t('fields.password')}
                  required
                  autoComplete="new-password"
                  showLabel={t('actions.showPassword')}
                  hideLabel={t('actions.hidePassword')}
                  hint={t('form.passwordHint')}
                  error={fieldError('password')}
                  {...register('password')}
                />
              )}
              <Controller
                control={control}
                name="language"
                render={({ field }) => (
                  <Select
                    label={t('fields.language')}
                    options={LANGUAGES.map((code) => ({
                      value: code,
                      label: <span lang={code}>{LANGUAGE_NAMES[code]}</span>,
                      textValue: LANGUAGE_NAMES[code],
                    }))}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldError('language')}
                  />
                )}
              />
              <Controller
                control={control}
                name="time_zone"
                render={({ field }) => (
                  <TimeZoneField
                    label={t('fields.timeZone')}
                    hint={t('form.timeZoneHint')}
                    error={fieldError('time_zone')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </Grid>
            {teamsAvailable && teamOptions.length > 0 ? (
              <Controller
                control={control}
                name="team_ids"
                render={({ field }) => (
                  <fieldset
                    aria-describedby={teamsHintId}
                    style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}
                  >
                    <Text as="legend" size="2" weight="medium" mb="2">
                      {t('fields.teams')}
                    </Text>
                    <Grid columns={{ initial: '1', sm: '3' }} gap="2">
                      {teamOptions.map((team) => (
                        <Checkbox
                          key={team.value}
                          label={team.label}
                          disabled={isSelf}
                          checked={field.value.includes(team.value)}
                          onCheckedChange={(checked) =>
                            field.onChange(
                              checked === true
                                ? [...field.value, team.value]
                                : field.value.filter((id) => id !== team.value),
                            )
                          }
                          onBlur={field.onBlur}
                        />
                      ))}
                    </Grid>
                    <Text as="p" id={teamsHintId} size="1" color="gray" mt="2">
                      {isSelf ? t('form.ownTeamsHint') : t('form.teamsHint')}
                    </Text>
                    {fieldError('team_ids') ? (
                      <Text as="p" size="1" color="red" mt="1" role="alert">
                        {fieldError('team_ids')}
                      </Text>
                    ) : null}
                  </fieldset>
                )}
              />
            ) : null}
            {editing || inviting ? null : (
              <Controller
                control={control}
                name="must_change_password"
                render={({ field }) => (
                  <Checkbox
                    label={t('form.mustChange')}
                    hint={t('form.mustChangeHint')}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                  />
                )}
              />
            )}
            <Dialog.Actions>
              <Dialog.Close asChild>
                <Button variant="soft" tone="neutral" disabled={isSubmitting}>
                  {t('actions.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={isSubmitting}>
                {editing ? t('actions.save') : inviting ? t('invite.submit') : t('actions.create')}
              </Button>
            </Dialog.Actions>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
