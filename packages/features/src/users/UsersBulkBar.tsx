import { useTranslation } from 'react-i18next';
import { UserX, Users, X } from 'lucide-react';
import { Alert, Button, Flex, Text, useIntlLocale } from '@atrium/ui';
import { formatNumber } from '../i18n/languages.ts';

export const USERS_BULK_ACTIONS = ['deactivate', 'addToTeam'] as const;
export type UsersBulkAction = (typeof USERS_BULK_ACTIONS)[number];

export interface UsersBulkBarProps {
  /** How many people are selected (on every page); the bar shows while there is at least one. */
  count: number;
  /** The action being sent: its button shows progress and the others wait. */
  busy?: UsersBulkAction | null;
  /** Why the last action failed as a whole (already translated). */
  error?: string | null;
  onDeactivate: () => void;
  /** Absent when the reader may not list teams (no team to choose from). */
  onAddToTeam?: () => void;
  /** Unselects everyone. */
  onClear: () => void;
}

/**
 * The actions on the selected people of the users list: "3 selected", add to a team,
 * deactivate, and clear. A region of its own, so screen readers can find it by name.
 */
export function UsersBulkBar({
  count,
  busy = null,
  error = null,
  onDeactivate,
  onAddToTeam,
  onClear,
}: UsersBulkBarProps) {
  const { t } = useTranslation('users');
  const locale = useIntlLocale();
  const working = busy !== null;
  return (
    <Flex
      role="region"
      aria-label={t('bulk.label')}
      aria-busy={working || undefined}
      direction="column"
      gap="3"
      p="3"
      style={{
        // A panel with an accent edge: a tinted background would take the danger button's text
        // below 4.5:1.
        border: '1px solid var(--accent-a7)',
        borderInlineStartWidth: 4,
        borderRadius: 'var(--radius-3)',
        backgroundColor: 'var(--color-panel-solid)',
      }}
    >
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Text as="p" size="2" weight="medium" aria-live="polite">
          {t('bulk.selected', { count, n: formatNumber(count, locale) })}
        </Text>
        <Flex align="center" gap="2" wrap="wrap">
          {onAddToTeam ? (
            <Button
              variant="soft"
              startIcon={<Users size={16} aria-hidden="true" />}
              loading={busy === 'addToTeam'}
              disabled={working && busy !== 'addToTeam'}
              onClick={onAddToTeam}
            >
              {busy === 'addToTeam' ? t('bulk.adding') : t('bulk.addToTeam')}
            </Button>
          ) : null}
          <Button
            variant="soft"
            tone="danger"
            startIcon={<UserX size={16} aria-hidden="true" />}
            loading={busy === 'deactivate'}
            disabled={working && busy !== 'deactivate'}
            onClick={onDeactivate}
          >
            {busy === 'deactivate' ? t('bulk.deactivating') : t('bulk.deactivate')}
          </Button>
          <Button
            variant="ghost"
            tone="neutral"
            startIcon={<X size={16} aria-hidden="true" />}
            disabled={working}
            onClick={onClear}
          >
            {t('bulk.clear')}
          </Button>
        </Flex>
      </Flex>
      {error ? (
        <Alert tone="danger" title={t('bulk.errorTitle')}>
          {error}
        </Alert>
      ) : null}
    </Flex>
  );
}
