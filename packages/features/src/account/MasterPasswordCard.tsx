import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { ERROR_DETAILS, isApiError, type ApiError } from '@atrium/api';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  PasswordField,
  Skeleton,
  Text,
  useIntlLocale,
} from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { passwordPolicyValues } from '../auth/passwordPolicy.ts';
import { markShownInPlace } from '../i18n/errorMessage.ts';
import { formatNumber } from '../i18n/languages.ts';
import { useMasterKey } from '../masterKey/MasterKeyProvider.tsx';
import { isMasterKeyRequired, masterKeyFailure } from '../masterKey/masterKeyErrors.ts';
import { MASTER_KEY_TTL_MS } from '../masterKey/masterKeyStore.ts';
import {
  accountErrorMessage,
  translatedFieldErrors,
  translateFormMessage,
} from './accountErrors.ts';
import { accountKeys } from './accountKeys.ts';
import {
  changeMasterPasswordFormSchema,
  setMasterPasswordFormSchema,
  type ChangeMasterPasswordFormValues,
  type SetMasterPasswordFormValues,
} from './accountSchemas.ts';

/**
 * What the master password guards, in the order people meet them. Keep in step with the
 * server's `masterKey: true` routes and the rotation in settings.routes.ts.
 */
export const MASTER_PASSWORD_GUARDS = [
  'resetPassword',
  'deleteUser',
  'teamMembers',
  'teamPermissions',
  'changeMasterPassword',
] as const;

type Status = { tone: 'success' | 'warning' | 'danger'; text: string };

/** The master-password state (`GET /settings/master-password`). */
function useMasterPasswordState() {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(accountKeys.masterPassword(), () =>
    api.settings.masterPasswordState(),
  );
  return {
    hasMasterPassword: data?.hasMasterPassword,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
    /** Sets the known state without a request (after our own change). */
    known: (hasMasterPassword: boolean) => mutate({ hasMasterPassword }, { revalidate: false }),
    refresh: () => mutate(),
  };
}

/**
 * The security tab's master password (super admins only): what it guards, and a form to set it
 * when there is none or to change it (with the current one).
 */
export function MasterPasswordCard() {
  const { t } = useTranslation('account');
  const locale = useIntlLocale();
  const state = useMasterPasswordState();
  // Above the forms, so the success of setting it survives the switch to the change form.
  const [status, setStatus] = useState<Status | null>(null);

  let body;
  if (state.hasMasterPassword === true) {
    body = <ChangeMasterPasswordForm onStatus={setStatus} onRefresh={state.refresh} />;
  } else if (state.hasMasterPassword === false) {
    body = (
      <SetMasterPasswordForm
        onStatus={setStatus}
        onSet={() => void state.known(true)}
        onRefresh={state.refresh}
      />
    );
  } else if (state.error && !state.isLoading) {
    body = (
      <Alert tone="danger" title={t('masterPassword.loadError')}>
        <Flex direction="column" gap="2" align="start">
          {accountErrorMessage(t, state.error)}
          <Button size={1} variant="soft" onClick={state.retry}>
            {t('masterPassword.retry')}
          </Button>
        </Flex>
      </Alert>
    );
  } else {
    body = (
      <Box role="status" aria-busy="true" aria-label={t('masterPassword.loading')}>
        <Flex direction="column" gap="3" style={{ maxInlineSize: '28rem' }}>
          <Skeleton variant="text" inlineSize="40%" />
          <Skeleton variant="rect" blockSize={36} />
          <Skeleton variant="rect" blockSize={36} />
        </Flex>
      </Box>
    );
  }

  return (
    <Card
      id="master-password"
      title={t('masterPassword.title')}
      titleAs="h2"
      description={t('masterPassword.description')}
    >
      <Flex direction="column" gap="4">
        <Flex align="center" gap="2">
          <Text size="2" weight="medium">
            {t('masterPassword.stateLabel')}
          </Text>
          {state.hasMasterPassword === undefined ? null : state.hasMasterPassword ? (
            <Badge tone="success">{t('masterPassword.stateSet')}</Badge>
          ) : (
            <Badge tone="warning">{t('masterPassword.stateNotSet')}</Badge>
          )}
        </Flex>
        <Box>
          <Text as="p" size="2" id="master-password-guards">
            {t('masterPassword.guardsIntro')}
          </Text>
          <ul aria-labelledby="master-password-guards" style={{ marginBlock: 'var(--space-2)' }}>
            {MASTER_PASSWORD_GUARDS.map((guard) => (
              <li key={guard}>
                <Text size="2">{t(`masterPassword.guards.${guard}`)}</Text>
              </li>
            ))}
          </ul>
          <Text as="p" size="2" color="gray">
            {t('masterPassword.lifetime', {
              minutes: formatNumber(MASTER_KEY_TTL_MS / 60_000, locale),
            })}
          </Text>
        </Box>
        {status ? (
          <Alert tone={status.tone} role={status.tone === 'danger' ? 'alert' : 'status'}>
            {status.text}
          </Alert>
        ) : null}
        {body}
      </Flex>
    </Card>
  );
}

interface FormProps {
  onStatus: (status: Status | null) => void;
  onRefresh: () => void;
}

function SetMasterPasswordForm({ onStatus, onSet, onRefresh }: FormProps & { onSet: () => void }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetMasterPasswordFormValues>({
    resolver: zodResolver(setMasterPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    onStatus(null);
    try {
      await api.settings.setMasterPassword({ password });
      onStatus({ tone: 'success', text: t('masterPassword.setDone') });
      onSet();
    } catch (error) {
      // Another super admin set one between our read and our write: changing it is what is left.
      if (isMasterKeyRequired(error)) {
        markShownInPlace(error);
        onStatus({ tone: 'warning', text: t('masterPassword.setMeanwhile') });
        onRefresh();
        return;
      }
      const fieldErrors = translatedFieldErrors(t, error);
      if (fieldErrors?.password) {
        setError('password', { message: fieldErrors.password }, { shouldFocus: true });
        return;
      }
      onStatus({ tone: 'danger', text: accountErrorMessage(t, error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <Flex direction="column" gap="4" style={{ maxInlineSize: '28rem' }}>
        <Text as="p" size="2">
          {t('masterPassword.notSetText')}
        </Text>
        <NewPasswordFields
          passwordField={register('password')}
          confirmField={register('confirm')}
          passwordError={translateFormMessage(t, errors.password?.message)}
          confirmError={translateFormMessage(t, errors.confirm?.message)}
        />
        <Flex>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t('masterPassword.saving') : t('masterPassword.set')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function ChangeMasterPasswordForm({ onStatus, onRefresh }: FormProps) {
  const { t } = useTranslation('account');
  const api = useApi();
  const masterKey = useMasterKey();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeMasterPasswordFormValues>({
    resolver: zodResolver(changeMasterPasswordFormSchema),
    defaultValues: { current: '', password: '', confirm: '' },
  });

  const wrongCurrent = () =>
    setError('current', { message: t('masterPassword.wrongCurrent') }, { shouldFocus: true });

  const onSubmit = handleSubmit(async ({ current, password }) => {
    onStatus(null);
    try {
      // The server wants a master-key token as well as the current password: the password just
      // typed gets one, so nobody is asked for the same secret twice.
      await masterKey.verify(current);
      await api.settings.setMasterPassword({ password, current_password: current });
      // The change ended every master-key token, ours too.
      masterKey.clear();
      reset();
      onStatus({ tone: 'success', text: t('masterPassword.changed') });
      onRefresh();
    } catch (error) {
      const failure = masterKeyFailure(error);
      if (failure === 'invalid') {
        markShownInPlace(error);
        wrongCurrent();
        return;
      }
      if (failure === 'locked' || failure === 'notSet') {
        markShownInPlace(error);
        onStatus({ tone: 'danger', text: t(`masterKey:dialog.${failure}`) });
        if (failure === 'notSet') onRefresh();
        return;
      }
      const fields = isApiError(error) ? error.fieldErrors : {};
      if (fields.current_password?.includes(ERROR_DETAILS.invalidMasterPassword)) {
        markShownInPlace(error);
        wrongCurrent();
        return;
      }
      const fieldErrors = translatedFieldErrors(t, error);
      if (fieldErrors?.password) {
        setError('password', { message: fieldErrors.password }, { shouldFocus: true });
        return;
      }
      onStatus({ tone: 'danger', text: accountErrorMessage(t, error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <Flex direction="column" gap="4" style={{ maxInlineSize: '28rem' }}>
        <PasswordField
          label={t('masterPassword.current')}
          showLabel={t('auth:login.showPassword')}
          hideLabel={t('auth:login.hidePassword')}
          autoComplete="off"
          required
          error={translateFormMessage(t, errors.current?.message)}
          {...register('current')}
        />
        <NewPasswordFields
          passwordField={register('password')}
          confirmField={register('confirm')}
          passwordError={translateFormMessage(t, errors.password?.message)}
          confirmError={translateFormMessage(t, errors.confirm?.message)}
        />
        <Flex>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t('masterPassword.saving') : t('masterPassword.change')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/** The new master password twice, with the account's password policy as the hint. */
function NewPasswordFields({
  passwordField,
  confirmField,
  passwordError,
  confirmError,
}: {
  passwordField: UseFormRegisterReturn<'password'>;
  confirmField: UseFormRegisterReturn<'confirm'>;
  passwordError: string | undefined;
  confirmError: string | undefined;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        label={t('masterPassword.new')}
        hint={t('auth:password.policy', passwordPolicyValues)}
        showLabel={t('auth:login.showPassword')}
        hideLabel={t('auth:login.hidePassword')}
        // Not the person's own password: keep password managers from offering to save it as one.
        autoComplete="off"
        required
        error={passwordError}
        {...passwordField}
      />
      <PasswordField
        label={t('masterPassword.confirm')}
        showLabel={t('auth:login.showPassword')}
        hideLabel={t('auth:login.hidePassword')}
        autoComplete="off"
        required
        error={confirmError}
        {...confirmField}
      />
    </>
  );
}
