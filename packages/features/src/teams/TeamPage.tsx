import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamDetail, TeamMember } from '@atrium/api';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Combobox,
  type ComboboxOption,
  Container,
  EmptyState,
  Flex,
  Heading,
  PageHeader,
  Skeleton,
  Text,
} from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { useAppAbility } from '../app/AbilityProvider.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { ElevatedIndicator } from '../masterKey/ElevatedIndicator.tsx';
import { isMasterKeyCancelled } from '../masterKey/masterKeyErrors.ts';
import { personName, serviceLabel, useTeamsFormat } from './teamDisplay.ts';
import { useTeamMutations } from './useTeamMutations.ts';
import { useTeam } from './useTeams.ts';

export interface TeamPageProps {
  teamId: string;
  /** Back to the teams list (`/main/team`). */
  onBack: () => void;
  /** Opens the Roles page, where permissions are changed; the link is hidden without it. */
  onOpenRoles?: () => void;
}

/** One team: its members and leads (editable behind the master password) and its permissions. */
export function TeamPage({ teamId, onBack, onOpenRoles }: TeamPageProps) {
  const { t } = useTranslation('teams');
  const { team, error, isLoading, retry } = useTeam(teamId);
  // Above the keyed body, so a save's notice survives the fresh draft that follows it.
  const [notice, setNotice] = useState<Notice | null>(null);
  useDocumentTitle(team?.name ?? t('team.documentTitle'));

  const back = (
    <Button variant="soft" tone="neutral" onClick={onBack}>
      {t('actions.back')}
    </Button>
  );

  let body;
  if (team) {
    body = (
      <TeamBody
        // A fresh draft whenever the saved members change (after a save or a refetch).
        key={memberSignature(team.members)}
        team={team}
        onNotice={setNotice}
        {...(onOpenRoles ? { onOpenRoles } : {})}
      />
    );
  } else if (error?.status === 404) {
    body = (
      <EmptyState
        titleAs="h2"
        title={t('team.notFoundTitle')}
        text={t('team.notFoundText')}
        action={back}
      />
    );
  } else if (error) {
    body = (
      <Alert tone="danger" title={t('team.errorTitle')}>
        <Flex direction="column" gap="2" align="start">
          {errorMessage(t, error)}
          <Button size={1} variant="soft" onClick={retry}>
            {t('actions.retry')}
          </Button>
        </Flex>
      </Alert>
    );
  } else if (isLoading) {
    body = (
      <Card role="status" aria-busy="true" aria-label={t('team.loading')}>
        <Flex direction="column" gap="3">
          <Skeleton inlineSize="40%" />
          <Skeleton variant="rect" blockSize={48} />
          <Skeleton variant="rect" blockSize={48} />
          <Skeleton variant="rect" blockSize={48} />
        </Flex>
      </Card>
    );
  }

  return (
    <Container size="3" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="4">
        <PageHeader
          title={team?.name ?? t('team.documentTitle')}
          description={team?.description ?? undefined}
          actions={
            <Flex gap="3" align="center" wrap="wrap">
              <ElevatedIndicator />
              {back}
            </Flex>
          }
        />
        <Box role="status" aria-live="polite">
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        </Box>
        {body}
      </Flex>
    </Container>
  );
}

function memberSignature(members: readonly TeamMember[]): string {
  return members
    .map((member) => `${member.id}:${member.is_lead ? 1 : 0}`)
    .sort()
    .join(',');
}

interface Notice {
  tone: 'success' | 'warning';
  text: string;
}

function TeamBody({
  team,
  onNotice,
  onOpenRoles,
}: {
  team: TeamDetail;
  onNotice: (notice: Notice | null) => void;
  onOpenRoles?: () => void;
}) {
  const { t } = useTranslation('teams');
  const api = useApi();
  const format = useTeamsFormat();
  const canManage = useAppAbility().can('manage', 'Team');
  const { setMembers } = useTeamMutations();
  const [draft, setDraft] = useState<TeamMember[]>(team.members);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // Labels and names of the people the picker offered, to add the chosen one.
  const offered = useRef(new Map<string, TeamMember>());

  const dirty = memberSignature(draft) !== memberSignature(team.members);
  const draftIds = new Set(draft.map((member) => member.id));

  const loadOptions = useCallback(
    async (query: string): Promise<ComboboxOption[]> => {
      const trimmed = query.trim();
      const page = await api.user.listMinimal({
        size: 20,
        ...(trimmed ? { username: trimmed } : {}),
      });
      return page.items.map((person) => {
        offered.current.set(person.id, {
          id: person.id,
          username: person.username,
          full_name: person.full_name,
          is_lead: false,
        });
        return {
          value: person.id,
          label: `${personName(person)} (@${person.username})`,
          disabled: draftIds.has(person.id),
        };
      });
    },
    // draftIds changes with the draft; the picker reloads as the query changes anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, draft],
  );

  const save = async () => {
    setSaving(true);
    setFailure(null);
    onNotice(null);
    try {
      const saved = await setMembers(
        team.id,
        draft.map((member) => ({ user_id: member.id, is_lead: member.is_lead })),
        { label: t('team.saveMembersElevation', { name: team.name }) },
      );
      onNotice({ tone: 'success', text: t('notices.membersSaved', { name: saved.name }) });
    } catch (error) {
      if (isMasterKeyCancelled(error)) {
        onNotice({ tone: 'warning', text: t('notices.cancelled') });
      } else {
        setFailure(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex direction="column" gap="4">
      {failure ? (
        <Alert tone="danger" title={t('team.saveError')}>
          {errorMessage(t, failure)}
        </Alert>
      ) : null}
      <Card>
        <Flex direction="column" gap="4">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Box>
              <Heading as="h2" size="4">
                {t('team.membersTitle')}{' '}
                <Text size="2" color="gray" weight="regular">
                  ({t('team.memberCount', { count: draft.length, n: format.number(draft.length) })})
                </Text>
              </Heading>
              <Text as="p" size="2" color="gray">
                {t('team.membersDescription')}
              </Text>
            </Box>
            {dirty ? (
              <Badge tone="warning" size={2}>
                {t('team.unsaved')}
              </Badge>
            ) : null}
          </Flex>

          {draft.length === 0 ? (
            <Text as="p" color="gray">
              {t('team.noMembers')}
            </Text>
          ) : (
            <Flex
              as="ul"
              direction="column"
              gap="2"
              aria-label={t('team.membersTitle')}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {draft.map((member) => (
                <Flex
                  as="li"
                  key={member.id}
                  align="center"
                  justify="between"
                  gap="3"
                  wrap="wrap"
                  py="2"
                  style={{ borderBlockEnd: '1px solid var(--gray-a4)' }}
                >
                  <Box style={{ minWidth: 0 }}>
                    <Text as="div" weight="medium">
                      {personName(member)}
                    </Text>
                    <Text as="div" size="1" color="gray" dir="ltr" style={{ textAlign: 'start' }}>
                      @{member.username}
                    </Text>
                  </Box>
                  <Flex align="center" gap="4">
                    <Checkbox
                      label={t('team.lead')}
                      aria-label={t('team.leadOf', { name: personName(member) })}
                      checked={member.is_lead}
                      disabled={!canManage || saving}
                      onCheckedChange={(checked) =>
                        setDraft((current) =>
                          current.map((entry) =>
                            entry.id === member.id
                              ? { ...entry, is_lead: checked === true }
                              : entry,
                          ),
                        )
                      }
                    />
                    {canManage ? (
                      <Button
                        size={1}
                        variant="ghost"
                        tone="danger"
                        disabled={saving}
                        aria-label={t('team.removeMember', { name: personName(member) })}
                        onClick={() =>
                          setDraft((current) => current.filter((entry) => entry.id !== member.id))
                        }
                      >
                        {t('team.remove')}
                      </Button>
                    ) : null}
                  </Flex>
                </Flex>
              ))}
            </Flex>
          )}

          {canManage ? (
            <Flex direction="column" gap="3">
              <Combobox
                label={t('team.addMember')}
                placeholder={t('team.addMemberPlaceholder')}
                loadingLabel={t('team.searching')}
                noResultsLabel={t('team.noPeople')}
                loadOptions={loadOptions}
                value={null}
                disabled={saving}
                onValueChange={(id) => {
                  const person = id ? offered.current.get(id) : undefined;
                  if (!person || draftIds.has(person.id)) return;
                  setDraft((current) => [...current, { ...person, is_lead: false }]);
                }}
              />
              <Flex gap="2" justify="end" wrap="wrap">
                <Button
                  variant="soft"
                  tone="neutral"
                  disabled={!dirty || saving}
                  onClick={() => {
                    setDraft(team.members);
                    setFailure(null);
                  }}
                >
                  {t('actions.discard')}
                </Button>
                <Button disabled={!dirty} loading={saving} onClick={() => void save()}>
                  {t('team.saveMembers')}
                </Button>
              </Flex>
            </Flex>
          ) : null}
        </Flex>
      </Card>

      <Card>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Box>
              <Heading as="h2" size="4">
                {t('team.permissionsTitle')}
              </Heading>
              <Text as="p" size="2" color="gray">
                {t('team.permissionsDescription')}
              </Text>
            </Box>
            {onOpenRoles ? (
              <Button variant="soft" tone="neutral" size={1} onClick={onOpenRoles}>
                {t('list.roles')}
              </Button>
            ) : null}
          </Flex>
          {team.permissions.length > 0 ? (
            <Flex
              as="ul"
              gap="2"
              wrap="wrap"
              aria-label={t('team.permissionsTitle')}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {team.permissions.map((permission) => (
                <li key={permission}>
                  <Badge tone="accent" size={2}>
                    {serviceLabel(t, permission)}
                  </Badge>
                </li>
              ))}
            </Flex>
          ) : (
            <Text as="p" color="gray">
              {t('team.noPermissions')}
            </Text>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
