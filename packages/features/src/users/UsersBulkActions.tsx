import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkResult, User, UsersBulkSkipReason } from '@atrium/api';
import {
  Alert,
  Button,
  ConfirmDialog,
  Dialog,
  Flex,
  Select,
  Text,
  useIntlLocale,
} from '@atrium/ui';
import { formatNumber } from '../i18n/languages.ts';
import { isMasterKeyCancelled, useElevatedAction } from '../masterKey/index.ts';
import { displayName } from './userDisplay.ts';
import { userErrorMessage } from './userErrors.ts';
import { useBulkAddUsersToTeam, useBulkDeactivateUsers } from './useUserMutations.ts';
import { UsersBulkBar, type UsersBulkAction } from './UsersBulkBar.tsx';

/** The confirmation names this many people; the rest are counted ("and 4 more"). */
export const BULK_NAMES_SHOWN = 8;

interface Outcome {
  action: UsersBulkAction;
  result: BulkResult;
  /** The people as they were when selected (names of the skipped ones). */
  people: ReadonlyMap<string, User>;
  teamName?: string;
}

export interface UsersBulkActionsProps {
  /** The selected people, by id (selection may span pages). */
  selected: ReadonlyMap<string, User>;
  /** Teams to add people to; absent when the reader may not list teams. */
  teams?: ReadonlyArray<{ id: string; name: string }>;
  /** Empties the selection (after an action, or the bar's clear button). */
  onClear: () => void;
}

/**
 * The bulk bar of the active users list and what its buttons open: a confirmation naming how
 * many and who before deactivating, a team picker before adding to a team (asks for the master
 * password first: members get the team's permissions), and each action's outcome per person.
 */
export function UsersBulkActions({ selected, teams, onClear }: UsersBulkActionsProps) {
  const { t } = useTranslation('users');
  const locale = useIntlLocale();
  const deactivate = useBulkDeactivateUsers();
  const addToTeam = useBulkAddUsersToTeam();
  const runElevated = useElevatedAction();
  const [confirming, setConfirming] = useState<UsersBulkAction | null>(null);
  const [teamId, setTeamId] = useState<string>('');
  const [busy, setBusy] = useState<UsersBulkAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const people = [...selected.values()];
  const count = people.length;
  const n = formatNumber(count, locale);
  const teamName = teams?.find((team) => team.id === teamId)?.name ?? '';

  const run = async (action: UsersBulkAction, send: () => Promise<BulkResult>) => {
    const snapshot = new Map(selected);
    setConfirming(null);
    setBusy(action);
    setError(null);
    setOutcome(null);
    try {
      const result = await send();
      setOutcome({ action, result, people: snapshot, ...(teamName ? { teamName } : {}) });
      onClear();
    } catch (caught) {
      setError(
        isMasterKeyCancelled(caught) ? t('masterKey:cancelled') : userErrorMessage(t, caught),
      );
    } finally {
      setBusy(null);
    }
  };

  const ids = people.map((user) => user.id);
  const confirmDeactivate = () => void run('deactivate', () => deactivate.trigger(ids));
  const confirmAddToTeam = () => {
    if (!teamId) return;
    void run('addToTeam', () =>
      runElevated({
        label: t('bulk.addElevation', { count, n, team: teamName }),
        action: () => addToTeam.trigger(ids, teamId),
      }),
    );
  };

  const shown = people.slice(0, BULK_NAMES_SHOWN);
  const more = count - shown.length;

  return (
    <Flex direction="column" gap="3">
      {count > 0 ? (
        <UsersBulkBar
          count={count}
          busy={busy}
          error={error}
          onDeactivate={() => setConfirming('deactivate')}
          {...(teams && teams.length > 0 ? { onAddToTeam: () => setConfirming('addToTeam') } : {})}
          onClear={() => {
            setError(null);
            onClear();
          }}
        />
      ) : null}
      <div role="status">
        {outcome ? <BulkOutcome outcome={outcome} onDismiss={() => setOutcome(null)} /> : null}
      </div>

      <ConfirmDialog
        open={confirming === 'deactivate'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('bulk.deactivateTitle', { count, n })}
        message={
          <Flex as="span" direction="column" gap="2">
            <span>{t('bulk.deactivateDescription', { count, n })}</span>
            <span>
              {t('bulk.whoLabel')}{' '}
              {new Intl.ListFormat(locale, { type: 'conjunction' }).format([
                ...shown.map(displayName),
                ...(more > 0
                  ? [t('bulk.more', { count: more, n: formatNumber(more, locale) })]
                  : []),
              ])}
            </span>
          </Flex>
        }
        confirmLabel={t('bulk.deactivateConfirm', { count, n })}
        cancelLabel={t('actions.cancel')}
        tone="danger"
        onConfirm={confirmDeactivate}
      />

      <Dialog.Root
        open={confirming === 'addToTeam'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
      >
        <Dialog.Content size={2} closeLabel={t('actions.close')}>
          <Dialog.Title>{t('bulk.addTitle', { count, n })}</Dialog.Title>
          <Dialog.Description>{t('bulk.addDescription', { count, n })}</Dialog.Description>
          <Select
            label={t('bulk.team')}
            placeholder={t('bulk.chooseTeam')}
            options={(teams ?? []).map((team) => ({ value: team.id, label: team.name }))}
            value={teamId}
            onValueChange={setTeamId}
          />
          <Dialog.Actions>
            <Button variant="soft" tone="neutral" onClick={() => setConfirming(null)}>
              {t('actions.cancel')}
            </Button>
            <Button disabled={!teamId} onClick={confirmAddToTeam}>
              {teamId ? t('bulk.addConfirm', { count, n, team: teamName }) : t('bulk.addToTeam')}
            </Button>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  );
}

const REASON_KEYS: Record<UsersBulkSkipReason, string> = {
  not_found: 'bulk.reasons.not_found',
  yourself: 'bulk.reasons.yourself',
  super_admin_only: 'bulk.reasons.super_admin_only',
  last_super_admin: 'bulk.reasons.last_super_admin',
  already_inactive: 'bulk.reasons.already_inactive',
  already_member: 'bulk.reasons.already_member',
};

/** What a bulk action did: how many were changed, and who was skipped and why. */
function BulkOutcome({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  const { t } = useTranslation('users');
  const locale = useIntlLocale();
  const { action, result, people, teamName = '' } = outcome;
  const done = result.done.length;
  const skipped = result.skipped.length;
  const title =
    action === 'deactivate'
      ? t('bulk.deactivated', { count: done, n: formatNumber(done, locale) })
      : t('bulk.added', { count: done, n: formatNumber(done, locale), team: teamName });
  return (
    <Alert tone={skipped > 0 ? 'warning' : 'success'} title={title}>
      <Flex direction="column" gap="2" align="start">
        {skipped > 0 ? (
          <>
            <Text as="p" size="2">
              {t('bulk.skipped', { count: skipped, n: formatNumber(skipped, locale) })}
            </Text>
            <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
              {result.skipped.map(({ id, reason }) => {
                const user = people.get(id);
                return (
                  <li key={id}>
                    {t('bulk.skippedPerson', {
                      name: user ? displayName(user) : t('bulk.unknownPerson'),
                      reason: t(REASON_KEYS[reason]),
                    })}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
        <Button variant="ghost" tone="neutral" size={1} onClick={onDismiss}>
          {t('bulk.dismiss')}
        </Button>
      </Flex>
    </Alert>
  );
}
