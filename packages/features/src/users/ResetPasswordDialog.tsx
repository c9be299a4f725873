import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError, newPasswordSchema, type User } from '@atrium/api';
import { Alert, Button, Checkbox, Dialog, Flex, PasswordField } from '@atrium/ui';
import { isMasterKeyCancelled, useElevatedAction } from '../masterKey/index.ts';
import { displayName } from './userDisplay.ts';
import { userErrorMessage, userFieldMessage } from './userErrors.ts';
import { useResetUserPassword } from './useUserMutations.ts';
import { markShownInPlace } from '../i18n/errorMessage.ts';

const resetSchema = z.object({ password: newPasswordSchema, must_change_password: z.boolean() });
/** The administrator knows the new password: by default the person replaces it at sign-in. */
const START = { password: '', must_change_password: true };
type ResetValues = z.infer<typeof resetSchema>;

export interface ResetPasswordDialogProps {
  /** The user whose password is set; the dialog is open while there is one. */
  user: User | null;
  onClose: () => void;
  /** Called after the server set the password (their sessions have ended). */
  onDone: (user: User) => void;
}

/** An administrator sets someone's password (master password); the user's sessions end. */
export function ResetPasswordDialog({ user, onClose, onDone }: ResetPasswordDialogProps) {
  const { t } = useTranslation('users');
  const reset = useResetUserPassword();
  // Asks for the master password first (naming this reset) unless it is already in force.
  const run = useElevatedAction();
  const {
    register,
    handleSubmit,
    reset: resetForm,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    defaultValues: START,
  });

  // Remembered per user, so reopening the dialog for someone else starts clean.
  const [cancelledFor, setCancelledFor] = useState<string | null>(null);
  const cancelled = user !== null && cancelledFor === user.id;
  // What the whole reset ended with, not each request: a 403 the master-password prompt answered
  // (the elevation ran out between asking and sending) is no failure to show.
  const [failure, setFailure] = useState<{ userId: string; error: unknown } | null>(null);
  const error = user !== null && failure?.userId === user.id ? failure.error : null;
  const clearMutation = reset.reset;
  useEffect(() => {
    if (!user) return;
    resetForm(START);
    clearMutation();
    // Start clean only when another user's dialog opens (keyed on the id, not on the object a
    // refetch replaces); resetForm and clearMutation are stable callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id]);

  const onSubmit = handleSubmit(async ({ password, must_change_password }) => {
    if (!user) return;
    setCancelledFor(null);
    setFailure(null);
    try {
      await run({
        label: t('reset.elevation', { name: displayName(user) }),
        action: () => reset.trigger({ user_id: user.id, password, must_change_password }),
      });
      onDone(user);
      onClose();
    } catch (cause) {
      if (isMasterKeyCancelled(cause)) {
        setCancelledFor(user.id);
        return;
      }
      setFailure({ userId: user.id, error: cause });
      const message = isApiError(cause) ? cause.fieldErrors.password?.[0] : undefined;
      if (message) {
        markShownInPlace(cause);
        setError('password', { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  // A failure is forgotten on closing, so reopening the dialog for the same person starts clean.
  const close = () => {
    setFailure(null);
    onClose();
  };

  const passwordFieldError = isApiError(error) && Boolean(error.fieldErrors.password);

  return (
    <Dialog.Root open={user !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Content size={2} closeLabel={t('actions.close')}>
        <Dialog.Title>{t('reset.title', { name: user ? displayName(user) : '' })}</Dialog.Title>
        <Dialog.Description>{t('reset.description')}</Dialog.Description>
        <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
          <Flex direction="column" gap="4">
            {(error || cancelled) && !passwordFieldError ? (
              <Alert tone="danger" title={t('reset.errorTitle')}>
                {cancelled ? t('masterKey:cancelled') : userErrorMessage(t, error)}
              </Alert>
            ) : null}
            <PasswordField
              label={t('fields.newPassword')}
              required
              autoComplete="new-password"
              showLabel={t('actions.showPassword')}
              hideLabel={t('actions.hidePassword')}
              hint={t('form.passwordHint')}
              error={
                errors.password?.message ? userFieldMessage(t, errors.password.message) : undefined
              }
              {...register('password')}
            />
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
            <Dialog.Actions>
              <Dialog.Close asChild>
                <Button variant="soft" tone="neutral" disabled={isSubmitting}>
                  {t('actions.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={isSubmitting}>
                {t('reset.submit')}
              </Button>
            </Dialog.Actions>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
