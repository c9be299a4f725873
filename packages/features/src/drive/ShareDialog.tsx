import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2, Users } from 'lucide-react';
import type { DriveAccessEntry, DriveItem, DriveRole } from '@atrium/api';
import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Combobox,
  type ComboboxOption,
  Dialog,
  Flex,
  IconButton,
  SegmentedToggle,
  Skeleton,
  Text,
  VisuallyHidden,
  vars,
} from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { useSession } from '../app/SessionProvider.tsx';
import { canChange } from './driveActions.tsx';
import { driveErrorMessage } from './driveErrors.ts';
import { useDriveAccess, useDriveTeams } from './useDrive.ts';
import { useDriveMutations } from './useDriveMutations.ts';
import { personName } from './useDriveFormat.ts';

export interface ShareDialogProps {
  /** The item to share; null: closed. */
  item: DriveItem | null;
  onClose: () => void;
  onSaved: (item: DriveItem) => void;
}

/**
 * Who may open an item: its owner, its own entries (people and teams, viewer or editor) and those
 * it inherits from the folders above, with the folder each comes from. The owner and editors add
 * and remove entries and change roles, then save; a viewer sees the list and is told why it is
 * read-only.
 */
export function ShareDialog({ item, onClose, onSaved }: ShareDialogProps) {
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {item ? <ShareContent key={item.id} item={item} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog.Root>
  );
}

type Draft = Omit<DriveAccessEntry, 'principal_type'> & { principal_type: 'user' | 'team' };

const keyOf = (entry: Pick<Draft, 'principal_type' | 'principal_id'>) =>
  `${entry.principal_type}:${entry.principal_id}`;

const LIST = { margin: 0, padding: 0, listStyle: 'none' } as const;
const ROW = {
  paddingBlock: vars.space[2],
  borderBlockEnd: `1px solid ${vars.color.grayAlpha[4]}`,
} as const;

function ShareContent({
  item,
  onClose,
  onSaved,
}: {
  item: DriveItem;
  onClose: () => void;
  onSaved: ShareDialogProps['onSaved'];
}) {
  const { t } = useTranslation('drive');
  const api = useApi();
  const me = useSession().user?.id;
  const editable = canChange(item);
  const { access, error, isLoading, retry } = useDriveAccess(item.id);
  const { teams, available: teamsAvailable } = useDriveTeams(editable);
  const { setAccess } = useDriveMutations();
  const [draft, setDraft] = useState<Draft[] | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const entries = useMemo(() => draft ?? access?.entries ?? [], [draft, access]);
  const dirty = draft !== null;
  const taken = useMemo(() => new Set(entries.map(keyOf)), [entries]);
  // What the picker offered, to add the chosen one with its name.
  const offered = useRef(new Map<string, Draft>());

  const loadOptions = useCallback(
    async (query: string): Promise<ComboboxOption[]> => {
      const trimmed = query.trim();
      const people = await api.user.listMinimal({
        size: 20,
        ...(trimmed ? { username: trimmed } : {}),
      });
      const needle = trimmed.toLocaleLowerCase();
      const options: ComboboxOption[] = [];
      for (const team of teams) {
        if (needle && !team.name.toLocaleLowerCase().includes(needle)) continue;
        const entry: Draft = {
          principal_type: 'team',
          principal_id: team.id,
          name: team.name,
          role: 'viewer',
        };
        offered.current.set(keyOf(entry), entry);
        options.push({
          value: keyOf(entry),
          label: t('share.teamOption', { name: team.name }),
          disabled: taken.has(keyOf(entry)),
        });
      }
      for (const person of people.items) {
        const entry: Draft = {
          principal_type: 'user',
          principal_id: person.id,
          name: personName(person),
          role: 'viewer',
        };
        offered.current.set(keyOf(entry), entry);
        options.push({
          value: keyOf(entry),
          label: `${personName(person)} (@${person.username})`,
          // The owner has every right already.
          disabled: taken.has(keyOf(entry)) || person.id === access?.owner.id,
        });
      }
      return options;
    },
    [api, teams, taken, access?.owner.id, t],
  );

  const change = (next: Draft[]) => {
    setDraft(next);
    setFailure(null);
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await setAccess(
        item.id,
        entries.map(({ principal_type, principal_id, role }) => ({
          principal_type,
          principal_id,
          role,
        })),
      );
      onSaved(item);
    } catch (cause) {
      setFailure(cause);
    } finally {
      setSaving(false);
    }
  };

  const roleName = (role: DriveRole) => t(`share.${role}`);
  const you = (id: string) => (id === me ? ` ${t('share.you')}` : '');

  return (
    <Dialog.Content size={3} closeLabel={t('actions.close')} aria-busy={saving || undefined}>
      <Dialog.Title>{t('share.title', { name: item.name })}</Dialog.Title>
      <Dialog.Description>
        {item.kind === 'folder' ? t('share.descriptionFolder') : t('share.description')}
      </Dialog.Description>
      <Flex direction="column" gap="4" mt="4">
        {!editable ? <Alert tone="info">{t('share.readOnly')}</Alert> : null}
        {error ? (
          <Alert tone="danger" title={t('share.loadError')}>
            <Button size={1} variant="soft" onClick={retry}>
              {t('actions.retry')}
            </Button>
          </Alert>
        ) : null}
        {editable && access ? (
          <Flex direction="column" gap="1">
            <Combobox
              label={t('share.add')}
              placeholder={t('share.addPlaceholder')}
              loadingLabel={t('share.searching')}
              noResultsLabel={t('share.noMatches')}
              loadOptions={loadOptions}
              value={null}
              disabled={saving}
              onValueChange={(value) => {
                const entry = value ? offered.current.get(value) : undefined;
                if (!entry || taken.has(keyOf(entry))) return;
                change([...entries, entry]);
              }}
              hint={teamsAvailable ? undefined : t('share.teamsUnavailable')}
            />
          </Flex>
        ) : null}

        <Box>
          <Text as="p" size="2" weight="bold" mb="1">
            {t('share.direct')}
          </Text>
          {isLoading || !access ? (
            error ? null : (
              <Flex direction="column" gap="3" aria-busy="true" py="2">
                <VisuallyHidden role="status">{t('share.loading')}</VisuallyHidden>
                <Skeleton inlineSize="50%" />
                <Skeleton inlineSize="40%" />
              </Flex>
            )
          ) : (
            <ul aria-label={t('share.direct')} style={LIST}>
              <li style={ROW}>
                <Flex align="center" gap="3">
                  <Avatar name={personName(access.owner)} size={2} aria-hidden="true" />
                  <Text size="2" style={{ flexGrow: 1, minWidth: 0 }} truncate>
                    {personName(access.owner)}
                    {you(access.owner.id)}
                  </Text>
                  <Badge tone="accent">{t('share.owner')}</Badge>
                </Flex>
              </li>
              {entries.map((entry, index) => (
                <li key={keyOf(entry)} style={ROW}>
                  <Flex align="center" gap="3" wrap="wrap">
                    {entry.principal_type === 'team' ? (
                      <Users size={20} aria-hidden="true" style={{ marginInline: vars.space[1] }} />
                    ) : (
                      <Avatar name={entry.name} size={2} aria-hidden="true" />
                    )}
                    <Flex direction="column" style={{ flexGrow: 1, minWidth: '8rem' }}>
                      <Text size="2" truncate>
                        {entry.name}
                        {entry.principal_type === 'user' ? you(entry.principal_id) : ''}
                      </Text>
                      <Text size="1" color="gray">
                        {entry.principal_type === 'team' ? t('share.team') : t('share.person')}
                      </Text>
                    </Flex>
                    {editable ? (
                      <Flex align="center" gap="1">
                        <SegmentedToggle<DriveRole>
                          size={1}
                          label={t('share.role', { name: entry.name })}
                          options={[
                            { value: 'viewer', label: roleName('viewer') },
                            { value: 'editor', label: roleName('editor') },
                          ]}
                          value={entry.role}
                          disabled={saving}
                          onValueChange={(role) =>
                            change(
                              entries.map((other, at) =>
                                at === index ? { ...other, role } : other,
                              ),
                            )
                          }
                        />
                        <IconButton
                          variant="ghost"
                          color="gray"
                          size="2"
                          disabled={saving}
                          aria-label={t('share.remove', { name: entry.name })}
                          onClick={() => change(entries.filter((_, at) => at !== index))}
                        >
                          <Trash2 size={16} aria-hidden="true" />
                        </IconButton>
                      </Flex>
                    ) : (
                      <Badge>{roleName(entry.role)}</Badge>
                    )}
                  </Flex>
                </li>
              ))}
            </ul>
          )}
          {access && entries.length === 0 ? (
            <Text as="p" size="2" color="gray" mt="2">
              {access.inherited.length > 0 ? t('share.noOwnEntries') : t('share.noEntries')}
            </Text>
          ) : null}
        </Box>

        {access && access.inherited.length > 0 ? (
          <Box>
            <Text as="p" size="2" weight="bold" mb="1">
              {t('share.inherited')}
            </Text>
            <ul aria-label={t('share.inherited')} style={LIST}>
              {access.inherited.map((entry) => (
                <li key={`${entry.from.id}:${keyOf(entry)}`} style={ROW}>
                  <Flex align="center" gap="3">
                    {entry.principal_type === 'team' ? (
                      <Users size={20} aria-hidden="true" style={{ marginInline: vars.space[1] }} />
                    ) : (
                      <Avatar name={entry.name} size={2} aria-hidden="true" />
                    )}
                    <Flex direction="column" style={{ flexGrow: 1, minWidth: 0 }}>
                      <Text size="2" truncate>
                        {entry.name}
                        {entry.principal_type === 'user' ? you(entry.principal_id) : ''}
                      </Text>
                      <Text size="1" color="gray" truncate>
                        {t('share.inheritedFrom', { folder: entry.from.name })}
                      </Text>
                    </Flex>
                    <Badge>{roleName(entry.role)}</Badge>
                  </Flex>
                </li>
              ))}
            </ul>
            <Text as="p" size="1" color="gray" mt="2">
              {t('share.inheritedHint')}
            </Text>
          </Box>
        ) : null}

        {failure ? (
          <Alert tone="danger" title={t('share.errorTitle')}>
            {driveErrorMessage(t, failure)}
          </Alert>
        ) : null}
        <Dialog.Actions>
          {editable ? (
            <>
              <Button variant="soft" tone="neutral" disabled={saving} onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button disabled={!dirty} loading={saving} onClick={() => void save()}>
                {t('actions.save')}
              </Button>
            </>
          ) : (
            <Button variant="soft" tone="neutral" onClick={onClose}>
              {t('actions.close')}
            </Button>
          )}
        </Dialog.Actions>
      </Flex>
    </Dialog.Content>
  );
}
