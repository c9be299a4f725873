import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@atrium/api';
import { Alert, Avatar, Badge, Button, Combobox, Flex, Text } from '@atrium/ui';
import { projectErrorMessage } from './projectErrors.ts';
import { personName, usePeopleSearch } from './projectParts.tsx';
import { useProjectMutations } from './useProjects.ts';

export interface ProjectMembersPanelProps {
  project: ProjectDetail;
  onNotice: (text: string) => void;
}

/** Who works on the project (the lead is always one): add and remove, for its lead or an admin. */
export function ProjectMembersPanel({ project, onNotice }: ProjectMembersPanelProps) {
  const { t } = useTranslation('projects');
  const { setMembers } = useProjectMutations();
  const loadPeople = usePeopleSearch();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const ids = project.members.map((member) => member.id);

  const change = async (next: string[], notice: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await setMembers(project.id, next);
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
        <Alert tone="danger" title={t('members.errorTitle')}>
          {projectErrorMessage(t, failure)}
        </Alert>
      ) : null}
      <ul aria-label={t('members.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {project.members.map((member) => {
          const isLead = member.id === project.lead?.id;
          return (
            <li
              key={member.id}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 'var(--space-3)',
                paddingBlock: 'var(--space-2)',
                borderBlockEnd: '1px solid var(--gray-a5)',
              }}
            >
              <Avatar name={personName(member)} size={2} />
              <Flex direction="column" style={{ flex: 1, minWidth: 0 }}>
                <Text weight="medium" dir="auto">
                  {personName(member)}
                </Text>
                <Text size="1" color="gray" dir="ltr" style={{ textAlign: 'start' }}>
                  @{member.username}
                </Text>
              </Flex>
              {isLead ? <Badge tone="accent">{t('members.lead')}</Badge> : null}
              {!member.is_active ? <Badge>{t('members.inactive')}</Badge> : null}
              {project.can_manage && !isLead ? (
                <Button
                  variant="ghost"
                  tone="danger"
                  size={1}
                  disabled={busy}
                  aria-label={t('members.removeNamed', { name: personName(member) })}
                  onClick={() =>
                    void change(
                      ids.filter((id) => id !== member.id),
                      t('members.removed', { name: personName(member) }),
                    )
                  }
                >
                  {t('members.remove')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {project.can_manage ? (
        <Combobox
          label={t('members.add')}
          placeholder={t('form.personPlaceholder')}
          loadingLabel={t('form.searching')}
          noResultsLabel={t('form.noPeople')}
          loadOptions={async (query) =>
            (await loadPeople(query)).map((option) => ({
              ...option,
              disabled: ids.includes(option.value),
            }))
          }
          value={null}
          disabled={busy}
          onValueChange={(id) => {
            if (!id || ids.includes(id)) return;
            void change([...ids, id], t('members.added'));
          }}
        />
      ) : null}
    </Flex>
  );
}
