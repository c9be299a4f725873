import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxOption } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { displayName } from './userDisplay.ts';
import { usersKeys } from './usersKeys.ts';

export interface ManagerFieldProps {
  /** The manager's id, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The edited user: offered but not selectable (nobody manages themselves). */
  userId?: string | undefined;
  error?: string | undefined;
}

const label = (person: { username: string; full_name: string }) =>
  `${displayName(person)} (@${person.username})`;

/** Picks a user's manager among the active users, searched on the server as one types. */
export function ManagerField({ value, onChange, onBlur, userId, error }: ManagerFieldProps) {
  const { t } = useTranslation('users');
  const api = useApi();
  // The chosen manager's name for the input (the search results only name what was searched).
  const { data: manager } = useSWR(value ? usersKeys.detail(value) : null, () =>
    api.user.info(value),
  );
  const options = useMemo<ComboboxOption[]>(
    () => (manager && manager.id === value ? [{ value: manager.id, label: label(manager) }] : []),
    [manager, value],
  );

  const loadOptions = useCallback(
    async (query: string): Promise<ComboboxOption[]> => {
      const trimmed = query.trim();
      const page = await api.user.listMinimal({
        size: 20,
        ...(trimmed ? { username: trimmed } : {}),
      });
      return page.items.map((person) => ({
        value: person.id,
        label: label(person),
        disabled: person.id === userId,
      }));
    },
    [api, userId],
  );

  return (
    <Combobox
      label={t('fields.manager')}
      placeholder={t('form.managerPlaceholder')}
      loadingLabel={t('form.managerSearching')}
      noResultsLabel={t('form.managerNoPeople')}
      hint={t('form.managerHint')}
      options={options}
      loadOptions={loadOptions}
      value={value === '' ? null : value}
      onValueChange={(next) => onChange(next ?? '')}
      {...(onBlur ? { onBlur } : {})}
      {...(error ? { error } : {})}
    />
  );
}
