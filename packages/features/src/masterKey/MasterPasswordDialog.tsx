import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { MasterKeyResponse } from '@atrium/api';
import { Alert, Button, Dialog, Flex, PasswordField, useIntlLocale } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { useSession } from '../app/SessionProvider.tsx';
import { errorMessage, markShownInPlace } from '../i18n/errorMessage.ts';
import { formatNumber } from '../i18n/languages.ts';
import { MASTER_KEY_LOCKOUT_MINUTES, masterKeyFailure } from './masterKeyErrors.ts';
import { MASTER_KEY_TTL_MS } from './masterKeyStore.ts';

/** Messages are masterKey keys, translated when shown (a language switch switches them too). */
const masterPasswordSchema = z.object({
  // Never trimmed: spaces are part of a password (security.md).
  password: z.string().min(1, 'dialog.passwordRequired'),
});
type MasterPasswordValues = z.infer<typeof masterPasswordSchema>;

export interface MasterPasswordDialogProps {
  open: boolean;
  /** Called with the server's answer once the password is right; store the token and close. */
  onVerified: (response: MasterKeyResponse) => void;
  /** Cancel, Escape or the × button. */
  onCancel: () => void;
  /** The check; defaults to `api.permission.masterKey`. */
  verify?: (password: string) => Promise<MasterKeyResponse>;
  /** What is being confirmed, shown under the title (defaults to a general explanation). */
  description?: string;
  /**
   * The action being confirmed ("Reset the password of Sara"), named in the description in place
   * of the general explanation.
   */
  actionLabel?: string;
  /**
   * Opens the screen where the master password is set; offered to a super admin when none is set
   * yet (the dialog is closed first by whoever handles it).
   */
  onOpenSettings?: () => void;
}

/** Asks for the master password (spec section 4) and reports the catalogue's failures. */
export function MasterPasswordDialog({ open, onCancel, ...rest }: MasterPasswordDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      {/* The content unmounts when closed, so every opening starts with an empty form. */}
      {open ? <MasterPasswordForm onCancel={onCancel} {...rest} /> : null}
    </Dialog.Root>
  );
}

function MasterPasswordForm({
  onVerified,
  onCancel,
  verify,
  description,
  actionLabel,
  onOpenSettings,
}: Omit<MasterPasswordDialogProps, 'open'>) {
  const { t } = useTranslation('masterKey');
  const locale = useIntlLocale();
  const api = useApi();
  const isSuperAdmin = useSession().user?.role === 'super_admin';
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MasterPasswordValues>({
    resolver: zodResolver(masterPasswordSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const response = await (verify ?? api.permission.masterKey)(password);
      reset({ password: '' });
      onVerified(response);
    } catch (error) {
      if (masterKeyFailure(error) === 'invalid') {
        markShownInPlace(error);
        setError('password', { message: 'dialog.invalid' }, { shouldFocus: true });
      } else {
        setFailure(error);
      }
    }
  });

  const elevatedMinutes = formatNumber(MASTER_KEY_TTL_MS / 60_000, locale);
  const kind = failure ? masterKeyFailure(failure) : null;
  const failureText = failure
    ? kind === 'locked'
      ? t('dialog.locked', { minutes: formatNumber(MASTER_KEY_LOCKOUT_MINUTES, locale) })
      : kind === 'notSet'
        ? t(isSuperAdmin ? 'dialog.notSetSuperAdmin' : 'dialog.notSet')
        : errorMessage(t, failure)
    : null;
  // Only a super admin can set it, so only they are sent there.
  const offerSettings = kind === 'notSet' && isSuperAdmin && onOpenSettings;
  // While the check runs the dialog stays: the answer must reach the action that asked.
  const holdOpen = (event: Event) => {
    if (isSubmitting) event.preventDefault();
  };

  return (
    <Dialog.Content
      size={1}
      closeLabel={t('dialog.close')}
      aria-busy={isSubmitting || undefined}
      onEscapeKeyDown={holdOpen}
      onInteractOutside={holdOpen}
    >
      <Dialog.Title>{t('dialog.title')}</Dialog.Title>
      <Dialog.Description>
        {actionLabel
          ? t('dialog.actionDescription', { action: actionLabel, minutes: elevatedMinutes })
          : (description ?? t('dialog.description', { minutes: elevatedMinutes }))}
      </Dialog.Description>
      <form onSubmit={onSubmit} noValidate>
        <Flex direction="column" gap="4" mt="4">
          {failureText ? (
            <Alert tone="danger" title={t('dialog.errorTitle')}>
              <Flex direction="column" gap="2" align="start">
                {failureText}
                {offerSettings ? (
                  <Button size={1} variant="soft" onClick={onOpenSettings}>
                    {t('dialog.openSettings')}
                  </Button>
                ) : null}
              </Flex>
            </Alert>
          ) : null}
          <PasswordField
            label={t('dialog.password')}
            showLabel={t('dialog.showPassword')}
            hideLabel={t('dialog.hidePassword')}
            autoComplete="off"
            required
            readOnly={isSubmitting}
            error={errors.password?.message ? t(errors.password.message) : undefined}
            {...register('password')}
          />
          <Dialog.Actions>
            <Button variant="soft" tone="neutral" disabled={isSubmitting} onClick={onCancel}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? t('dialog.submitting') : t('dialog.submit')}
            </Button>
          </Dialog.Actions>
        </Flex>
      </form>
    </Dialog.Content>
  );
}
