import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAGE_SIZE_ALL,
  type AuditEntry,
  type PermissionService,
  type Subject,
  type Team,
} from '@atrium/api';
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Container,
  EmptyState,
  Flex,
  Heading,
  PageHeader,
  Select,
  Skeleton,
  Table,
  Text,
  Timeline,
  type TimelineItem,
  useMediaQuery,
  VisuallyHidden,
} from '@atrium/ui';
import { useAppAbility } from '../app/AbilityProvider.tsx';
import { useSession } from '../app/SessionProvider.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { ElevatedIndicator } from '../masterKey/ElevatedIndicator.tsx';
import { useMasterKey } from '../masterKey/MasterKeyProvider.tsx';
import { isMasterKeyCancelled } from '../masterKey/masterKeyErrors.ts';
import {
  personName,
  serviceDescription,
  serviceLabel,
  useTeamsFormat,
  type TeamsFormat,
} from './teamDisplay.ts';
import { useTeamMutations } from './useTeamMutations.ts';
import { usePermissionLog, usePermissionServices, useTeams } from './useTeams.ts';

export interface RolesPageProps {
  /** Opens one team (`/main/team/{id}`); team names are plain text without it. */
  onOpenTeam?: (id: string) => void;
}

type Notice = { tone: 'success' | 'warning' | 'danger'; text: string };

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name) => b.includes(name));

/** Below Radix's `sm` breakpoint a teams × permissions table shows two teams at most. */
const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * The Team Management page (`/main/role`, the menu's "Team Management"): teams × permissions,
 * each permission named for what it lets people do; read only until the master password is
 * entered; each team is saved on its own, and a super admin sees the change log. On a phone it
 * shows one team at a time, chosen from a list of them all.
 */
export function RolesPage({ onOpenTeam }: RolesPageProps) {
  const { t } = useTranslation('teams');
  useDocumentTitle(t('roles.title'));
  const format = useTeamsFormat();
  const { user } = useSession();
  const ability = useAppAbility();
  const { isElevated, requestElevation } = useMasterKey();
  const { updatePermissions } = useTeamMutations();
  const teamsQuery = useTeams({ size: PAGE_SIZE_ALL });
  const servicesQuery = usePermissionServices();
  const isSuperAdmin = user?.role === 'super_admin';
  const log = usePermissionLog({ enabled: isSuperAdmin });

  const [drafts, setDrafts] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [phoneTeamId, setPhoneTeamId] = useState<string | null>(null);
  const isPhone = useMediaQuery(PHONE_QUERY);

  const { teams } = teamsQuery;
  const { services } = servicesQuery;
  const error = teamsQuery.error ?? servicesQuery.error;
  const isLoading = teamsQuery.isLoading || servicesQuery.isLoading;

  // Nobody below super admin grants or withdraws a right they do not hold themselves.
  const canGrant = (service: PermissionService) =>
    isSuperAdmin || ability.can('manage', service.subject as Subject);
  const someNotYours = !isSuperAdmin && services.some((service) => !canGrant(service));

  const draftOf = (team: Team) => drafts[team.id] ?? team.permissions;
  const isDirty = (team: Team) => !sameSet(draftOf(team), team.permissions);

  const isLocked = (team: Team, service: PermissionService) =>
    !isElevated || saving[team.id] === true || !canGrant(service);

  const toggle = (team: Team, name: string, on: boolean) =>
    setDrafts((current) => {
      const base = current[team.id] ?? team.permissions;
      const next = on ? [...new Set([...base, name])] : base.filter((entry) => entry !== name);
      return { ...current, [team.id]: next };
    });

  const discard = (team: Team) =>
    setDrafts((current) => {
      const { [team.id]: _dropped, ...rest } = current;
      return rest;
    });

  const save = async (team: Team) => {
    setSaving((current) => ({ ...current, [team.id]: true }));
    setNotice(null);
    try {
      await updatePermissions(team.id, [...draftOf(team)].sort());
      discard(team);
      setNotice({ tone: 'success', text: t('notices.permissionsSaved', { name: team.name }) });
    } catch (cause) {
      setNotice(
        isMasterKeyCancelled(cause)
          ? { tone: 'warning', text: t('notices.cancelled') }
          : {
              tone: 'danger',
              text: `${t('roles.saveError', { team: team.name })}: ${errorMessage(t, cause)}`,
            },
      );
    } finally {
      setSaving((current) => ({ ...current, [team.id]: false }));
    }
  };

  let matrix;
  if (error) {
    matrix = (
      <Alert tone="danger" title={t('roles.errorTitle')}>
        <Flex direction="column" gap="2" align="start">
          {errorMessage(t, error)}
          <Button
            size={1}
            variant="soft"
            onClick={() => {
              teamsQuery.retry();
              servicesQuery.retry();
            }}
          >
            {t('actions.retry')}
          </Button>
        </Flex>
      </Alert>
    );
  } else if (isLoading) {
    matrix = (
      <Card role="status" aria-busy="true" aria-label={t('roles.loading')}>
        <Flex direction="column" gap="3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rect" blockSize={32} />
          ))}
        </Flex>
      </Card>
    );
  } else if (teams.length === 0) {
    matrix = (
      <EmptyState titleAs="h2" title={t('roles.noTeamsTitle')} text={t('roles.noTeamsText')} />
    );
  } else if (isPhone && teams[0]) {
    const team = teams.find((entry) => entry.id === phoneTeamId) ?? teams[0];
    matrix = (
      <Card>
        <Flex direction="column" gap="4">
          <Select
            label={t('roles.team')}
            options={teams.map((entry) => ({ value: entry.id, label: entry.name }))}
            value={team.id}
            onValueChange={setPhoneTeamId}
          />
          <Flex
            role="group"
            aria-label={t('roles.teamPermissions', { team: team.name })}
            direction="column"
            gap="3"
          >
            {services.map((service) => {
              const description = serviceDescription(t, service.name);
              return (
                <Checkbox
                  key={service.name}
                  label={serviceLabel(t, service.name)}
                  {...(description ? { hint: description } : {})}
                  checked={draftOf(team).includes(service.name)}
                  disabled={isLocked(team, service)}
                  onCheckedChange={(checked) => toggle(team, service.name, checked === true)}
                />
              );
            })}
          </Flex>
          <TeamActions
            team={team}
            dirty={isDirty(team)}
            saving={saving[team.id] === true}
            onSave={() => void save(team)}
            onDiscard={() => discard(team)}
            {...(onOpenTeam ? { onOpenTeam } : {})}
          />
        </Flex>
      </Card>
    );
  } else {
    matrix = (
      <Card>
        <Table.Root variant="ghost" size="1">
          {/* Radix puts props on a wrapper div: a caption names the table itself. */}
          <VisuallyHidden asChild>
            <caption>{t('roles.matrixLabel')}</caption>
          </VisuallyHidden>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell scope="col">{t('roles.service')}</Table.ColumnHeaderCell>
              {teams.map((team) => (
                <Table.ColumnHeaderCell key={team.id} scope="col" align="center">
                  {onOpenTeam ? (
                    <Button size={1} variant="ghost" onClick={() => onOpenTeam(team.id)}>
                      {team.name}
                    </Button>
                  ) : (
                    team.name
                  )}
                </Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {services.map((service) => {
              const label = serviceLabel(t, service.name);
              const description = serviceDescription(t, service.name);
              return (
                <Table.Row key={service.name}>
                  <Table.RowHeaderCell>
                    <Text as="div" weight="medium">
                      {label}
                    </Text>
                    {description ? (
                      <Text as="div" size="1" color="gray">
                        {description}
                      </Text>
                    ) : null}
                  </Table.RowHeaderCell>
                  {teams.map((team) => (
                    <Table.Cell key={team.id} align="center">
                      <Checkbox
                        // The row and column headers are the visible label.
                        label={
                          <VisuallyHidden>
                            {t('roles.cell', { service: label, team: team.name })}
                          </VisuallyHidden>
                        }
                        style={CELL_CHECKBOX_STYLE}
                        checked={draftOf(team).includes(service.name)}
                        disabled={isLocked(team, service)}
                        onCheckedChange={(checked) => toggle(team, service.name, checked === true)}
                      />
                    </Table.Cell>
                  ))}
                </Table.Row>
              );
            })}
            <Table.Row>
              <Table.RowHeaderCell>
                <Text size="1" color="gray">
                  {t('actions.save')}
                </Text>
              </Table.RowHeaderCell>
              {teams.map((team) => (
                <Table.Cell key={team.id} align="center">
                  <Flex direction="column" gap="1" align="center">
                    <Button
                      size={1}
                      disabled={!isDirty(team)}
                      loading={saving[team.id] === true}
                      aria-label={t('roles.saveTeam', { team: team.name })}
                      onClick={() => void save(team)}
                    >
                      {t('actions.save')}
                    </Button>
                    {isDirty(team) && !saving[team.id] ? (
                      <Button
                        size={1}
                        variant="ghost"
                        tone="neutral"
                        aria-label={t('roles.discardTeam', { team: team.name })}
                        onClick={() => discard(team)}
                      >
                        {t('actions.discard')}
                      </Button>
                    ) : null}
                  </Flex>
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Card>
    );
  }

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="4">
        <PageHeader
          title={t('roles.title')}
          description={t('roles.description')}
          actions={<ElevatedIndicator />}
        />
        {isElevated ? (
          <Alert tone="info">{t('roles.editing')}</Alert>
        ) : (
          <Alert tone="warning">
            <Flex align="center" justify="between" gap="3" wrap="wrap">
              <span>{t('roles.readOnly')}</span>
              <Button size={1} onClick={() => void requestElevation()}>
                {t('actions.unlock')}
              </Button>
            </Flex>
          </Alert>
        )}
        {someNotYours ? (
          <Text as="p" size="2" color="gray">
            {t('roles.notYours')}
          </Text>
        ) : null}
        <Box role="status" aria-live="polite">
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        </Box>
        <Box style={{ overflowX: 'auto' }}>{matrix}</Box>
        {isSuperAdmin ? <ChangeLog log={log} teams={teams} format={format} /> : null}
      </Flex>
    </Container>
  );
}

/** A checkbox alone in a centred cell: shrink the field to the box, no gap for the hidden label. */
const CELL_CHECKBOX_STYLE = { display: 'inline-grid', columnGap: 0 } as const;

/** Save and discard for the one team a phone shows, and a way to open it. */
function TeamActions({
  team,
  dirty,
  saving,
  onSave,
  onDiscard,
  onOpenTeam,
}: {
  team: Team;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onOpenTeam?: (id: string) => void;
}) {
  const { t } = useTranslation('teams');
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <Button
        size={2}
        disabled={!dirty}
        loading={saving}
        aria-label={t('roles.saveTeam', { team: team.name })}
        onClick={onSave}
      >
        {t('actions.save')}
      </Button>
      {dirty && !saving ? (
        <Button
          size={2}
          variant="soft"
          tone="neutral"
          aria-label={t('roles.discardTeam', { team: team.name })}
          onClick={onDiscard}
        >
          {t('actions.discard')}
        </Button>
      ) : null}
      {onOpenTeam ? (
        <Button size={2} variant="ghost" onClick={() => onOpenTeam(team.id)}>
          {t('roles.openTeam', { team: team.name })}
        </Button>
      ) : null}
    </Flex>
  );
}

function ChangeLog({
  log,
  teams,
  format,
}: {
  log: ReturnType<typeof usePermissionLog>;
  teams: readonly Team[];
  format: TeamsFormat;
}) {
  const { t } = useTranslation('teams');
  const names = useMemo(() => new Map(teams.map((team) => [team.id, team.name])), [teams]);

  const describe = (entry: AuditEntry): string | undefined => {
    const details = entry.details;
    const list = (key: string) => {
      const value = details[key];
      return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
    };
    const parts: string[] = [];
    const added = list('added');
    const removed = list('removed');
    if (added.length > 0) {
      parts.push(t('roles.logAdded', { names: format.list(added.map((n) => serviceLabel(t, n))) }));
    }
    if (removed.length > 0) {
      parts.push(
        t('roles.logRemoved', { names: format.list(removed.map((n) => serviceLabel(t, n))) }),
      );
    }
    const membersAdded = list('members_added').length;
    const membersRemoved = list('members_removed').length;
    if (membersAdded > 0) {
      parts.push(
        t('roles.logMembersAdded', { count: membersAdded, n: format.number(membersAdded) }),
      );
    }
    if (membersRemoved > 0) {
      parts.push(
        t('roles.logMembersRemoved', { count: membersRemoved, n: format.number(membersRemoved) }),
      );
    }
    return parts.length > 0 ? parts.join(' · ') : undefined;
  };

  const items: TimelineItem[] = log.entries.map((entry) => {
    const description = describe(entry);
    return {
      id: entry.id,
      title: t('roles.logEntry', {
        actor: entry.actor ? personName(entry.actor) : t('roles.logSystem'),
        team: (entry.target_id && names.get(entry.target_id)) || t('roles.logDeletedTeam'),
      }),
      time: format.dateTime(entry.created_at),
      dateTime: entry.created_at,
      tone: 'info',
      ...(description ? { description } : {}),
    };
  });

  return (
    <Card>
      <Flex direction="column" gap="3">
        <Box>
          <Heading as="h2" size="4">
            {t('roles.logTitle')}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t('roles.logDescription')}
          </Text>
        </Box>
        {log.error ? (
          <Alert tone="danger">{t('roles.logError')}</Alert>
        ) : log.isLoading ? (
          <Box role="status" aria-busy="true" aria-label={t('roles.logLoading')}>
            <Skeleton />
            <Skeleton />
          </Box>
        ) : items.length === 0 ? (
          <Text as="p" color="gray">
            {t('roles.logEmpty')}
          </Text>
        ) : (
          <Timeline items={items} aria-label={t('roles.logTitle')} />
        )}
      </Flex>
    </Card>
  );
}
