import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDetail } from '@atrium/api';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Combobox,
  Flex,
  Grid,
  Text,
  type ComboboxOption,
} from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { useAppAbility } from '../app/AbilityProvider.tsx';
import { useCalendarMutations } from './useCalendars.ts';
import { workingTimeErrorMessage } from './workingTimeErrors.ts';

export interface CalendarAssignmentsProps {
  calendar: CalendarDetail;
  onNotice: (text: string) => void;
}

const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-3)',
  paddingBlock: 'var(--space-2)',
  borderBlockEnd: '1px solid var(--gray-a5)',
} as const;
const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

const personName = (person: { full_name: string; username: string }) =>
  person.full_name || person.username;

/**
 * Who follows a calendar: teams (their members, unless a person has their own) and people with
 * it as their own override. Adding a team or person here moves them from their current calendar;
 * removing sends a team back to the default and a person back to their team's.
 */
export function CalendarAssignments({ calendar, onNotice }: CalendarAssignmentsProps) {
  const { t } = useTranslation('workdays');
  const api = useApi();
  const canListTeams = useAppAbility().can('manage', 'Team');
  const { assignTeam, assignUser } = useCalendarMutations();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const teamIds = calendar.teams.map((team) => team.id);
  const userIds = calendar.users.map((user) => user.id);

  const loadTeams = useCallback(
    async (query: string): Promise<ComboboxOption[]> => {
      const trimmed = query.trim();
      const page = await api.team.list({
        page: 1,
        size: 20,
        ...(trimmed ? { name: trimmed } : {}),
      });
      return page.items.map((team) => ({
        value: team.id,
        label: team.name,
        disabled: teamIds.includes(team.id),
      }));
    },
    [api, teamIds],
  );
  const loadPeople = useCallback(
    async (query: string): Promise<ComboboxOption[]> => {
      const trimmed = query.trim();
      const page = await api.user.listMinimal({
        size: 20,
        ...(trimmed ? { username: trimmed } : {}),
      });
      return page.items.map((person) => ({
        value: person.id,
        label: `${personName(person)} (@${person.username})`,
        disabled: userIds.includes(person.id),
      }));
    },
    [api, userIds],
  );

  const run = async (change: () => Promise<void>, notice: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await change();
      onNotice(notice);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" gap="4">
      {failure ? (
        <Alert tone="danger" title={t('people.errorTitle')}>
          {workingTimeErrorMessage(t, failure)}
        </Alert>
      ) : null}
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <Card title={t('people.teamsTitle')} titleAs="h2">
          <Flex direction="column" gap="3">
            <Text size="2" color="gray">
              {calendar.is_default ? t('people.teamsDefaultHint') : t('people.teamsHint')}
            </Text>
            {calendar.teams.length === 0 ? (
              <Text color="gray">{t('people.noTeams')}</Text>
            ) : (
              <ul aria-label={t('people.teamsTitle')} style={listStyle}>
                {calendar.teams.map((team) => (
                  <li key={team.id} style={rowStyle}>
                    <Avatar name={team.name} size={2} />
                    <Text weight="medium" dir="auto" style={{ flex: 1, minWidth: 0 }}>
                      {team.name}
                    </Text>
                    <Button
                      variant="ghost"
                      tone="danger"
                      size={1}
                      disabled={busy}
                      aria-label={t('people.removeTeamNamed', { name: team.name })}
                      onClick={() =>
                        void run(
                          () => assignTeam(team.id, null, calendar.id),
                          t('people.teamRemoved', { name: team.name }),
                        )
                      }
                    >
                      {t('actions.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {canListTeams ? (
              <Combobox
                label={t('people.addTeam')}
                placeholder={t('people.teamPlaceholder')}
                loadingLabel={t('form.searching')}
                noResultsLabel={t('people.noTeamsFound')}
                loadOptions={loadTeams}
                value={null}
                disabled={busy}
                onValueChange={(id) => {
                  if (!id || teamIds.includes(id)) return;
                  void run(() => assignTeam(id, calendar.id, calendar.id), t('people.teamAdded'));
                }}
              />
            ) : (
              <Text size="2" color="gray">
                {t('people.teamsNeedPermission')}
              </Text>
            )}
          </Flex>
        </Card>
        <Card title={t('people.peopleTitle')} titleAs="h2">
          <Flex direction="column" gap="3">
            <Text size="2" color="gray">
              {t('people.peopleHint')}
            </Text>
            {calendar.users.length === 0 ? (
              <Text color="gray">{t('people.noPeople')}</Text>
            ) : (
              <ul aria-label={t('people.peopleTitle')} style={listStyle}>
                {calendar.users.map((person) => (
                  <li key={person.id} style={rowStyle}>
                    <Avatar name={personName(person)} size={2} />
                    <Flex direction="column" style={{ flex: 1, minWidth: 0 }}>
                      <Text weight="medium" dir="auto">
                        {personName(person)}
                      </Text>
                      <Text size="1" color="gray" dir="ltr" style={{ textAlign: 'start' }}>
                        @{person.username}
                      </Text>
                    </Flex>
                    <Button
                      variant="ghost"
                      tone="danger"
                      size={1}
                      disabled={busy}
                      aria-label={t('people.removePersonNamed', { name: personName(person) })}
                      onClick={() =>
                        void run(
                          () => assignUser(person.id, null, calendar.id),
                          t('people.personRemoved', { name: personName(person) }),
                        )
                      }
                    >
                      {t('actions.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <Combobox
              label={t('people.addPerson')}
              placeholder={t('people.personPlaceholder')}
              loadingLabel={t('form.searching')}
              noResultsLabel={t('people.noPeopleFound')}
              loadOptions={loadPeople}
              value={null}
              disabled={busy}
              onValueChange={(id) => {
                if (!id || userIds.includes(id)) return;
                void run(() => assignUser(id, calendar.id, calendar.id), t('people.personAdded'));
              }}
            />
          </Flex>
        </Card>
      </Grid>
    </Flex>
  );
}
