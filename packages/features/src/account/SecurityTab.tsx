import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Flex, PasswordField } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { passwordPolicyValues } from '../auth/passwordPolicy.ts';
import { isRateLimited } from '../auth/recoveryErrors.ts';
import { useSession } from '../app/SessionProvider.tsx';
import {
  accountErrorMessage,
  translatedFieldErrors,
  translateFormMessage as translateKey,
} from './accountErrors.ts';
import { accountKeys } from './accountKeys.ts';
import { changePasswordFormSchema, type ChangePasswordFormValues } from './accountSchemas.ts';
import { MasterPasswordCard } from './MasterPasswordCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';

function ChangePasswordCard() {
  const { t } = useTranslation('account');
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current: '', password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ current, password }) => {
    setStatus(null);
    try {
      await api.user.changePassword({ current_password: current, password });
      reset();
      setStatus({ tone: 'success', text: t('security.changed') });
      // The server ended the other sessions: the list must say so.
      await mutate(accountKeys.sessions());
    } catch (error) {
      const fieldErrors = translatedFieldErrors(t, error);
      if (fieldErrors?.current_password) {
        setError('current', { message: fieldErrors.current_password });
      }
      if (fieldErrors?.password) setError('password', { message: fieldErrors.password });
      if (!fieldErrors?.current_password && !fieldErrors?.password) {
        setStatus({
          tone: 'danger',
          text: isRateLimited(error) ? t('security.rateLimited') : accountErrorMessage(t, error),
        });
      }
    }
  });

  return (
    <Card
      title={t('security.passwordTitle')}
      titleAs="h2"
      description={t('security.passwordDescription')}
    >
      <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
        <Flex direction="column" gap="4" style={{ maxInlineSize: '28rem' }}>
          {status ? (
            <Alert tone={status.tone} role={status.tone === 'danger' ? 'alert' : 'status'}>
              {status.text}
            </Alert>
          ) : null}
          <PasswordField
            label={t('security.current')}
            showLabel={t('auth:login.showPassword')}
            hideLabel={t('auth:login.hidePassword')}
            autoComplete="current-password"
            required
            error={translateKey(t, errors.current?.message)}
            {...register('current')}
          />
          <PasswordField
            label={t('security.new')}
            hint={t('auth:password.policy', passwordPolicyValues)}
            showLabel={t('auth:login.showPassword')}
            hideLabel={t('auth:login.hidePassword')}
            autoComplete="new-password"
            required
            error={translateKey(t, errors.password?.message)}
            {...register('password')}
          />
          <PasswordField
            label={t('security.confirm')}
            showLabel={t('auth:login.showPassword')}
            hideLabel={t('auth:login.hidePassword')}
            autoComplete="new-password"
            required
            error={translateKey(t, errors.confirm?.message)}
            {...register('confirm')}
          />
          <Flex>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? t('security.changing') : t('security.change')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

/** The security tab: change password, a super admin's master password, the signed-in devices. */
export function SecurityTab() {
  const isSuperAdmin = useSession().user?.role === 'super_admin';
  return (
    <Flex direction="column" gap="4">
      <ChangePasswordCard />
      {isSuperAdmin ? <MasterPasswordCard /> : null}
      <SessionsCard />
    </Flex>
  );
}
