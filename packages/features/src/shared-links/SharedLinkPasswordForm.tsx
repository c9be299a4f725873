import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import type { SharedLink } from '@atrium/api';
import { Alert, Button, Flex, Heading, PasswordField, Text, vars } from '@atrium/ui';
import { markShownInPlace } from '../i18n/errorMessage.ts';
import { isTooManyAttempts, isWrongPassword, tooManyAttemptsMinutes } from './sharedLinkErrors.ts';
import { useUnlockSharedLink } from './useUnlockSharedLink.ts';

export interface SharedLinkPasswordFormProps {
  token: string;
  /** Only the sharer's name is told before the password (and the kind). */
  link: SharedLink;
  onUnlocked: (link: SharedLink) => void;
}

/**
 * The password of a protected link. The server waits longer after each wrong password (then
 * refuses for a while), so the button stays busy until it answers.
 */
export function SharedLinkPasswordForm({ token, link, onUnlocked }: SharedLinkPasswordFormProps) {
  const { t } = useTranslation('sharedLinks');
  const { unlock, isUnlocking, error } = useUnlockSharedLink(token);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isUnlocking) return;
    if (!password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const unlocked = await unlock(password);
    if (unlocked) onUnlocked(unlocked);
  };

  const wrong = isWrongPassword(error);
  const tooMany = isTooManyAttempts(error);
  if (error) markShownInPlace(error);
  const fieldError = missing ? t('locked.required') : wrong ? t('locked.wrong') : undefined;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={isUnlocking || undefined}
    >
      <Flex direction="column" gap="4">
        <Flex direction="column" align="center" gap="2">
          <Lock size={32} aria-hidden="true" style={{ color: vars.color.accent[11] }} />
          <Heading as="h1" size="6" align="center">
            {t('locked.title')}
          </Heading>
          <Text as="p" size="2" color="gray" align="center">
            {link.shared_by ? t('locked.textBy', { name: link.shared_by }) : t('locked.text')}
          </Text>
        </Flex>
        {tooMany ? (
          <Alert tone="warning" role="alert" title={t('tooMany.title')}>
            {t('tooMany.text', { count: tooManyAttemptsMinutes(error) })}
          </Alert>
        ) : error && !wrong ? (
          <Alert tone="danger" title={t('error.title')}>
            {t('error.text')}
          </Alert>
        ) : null}
        <PasswordField
          label={t('locked.password')}
          showLabel={t('locked.show')}
          hideLabel={t('locked.hide')}
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError}
        />
        <Button type="submit" size={3} fullWidth loading={isUnlocking}>
          {isUnlocking ? t('locked.checking') : t('locked.submit')}
        </Button>
      </Flex>
    </form>
  );
}
