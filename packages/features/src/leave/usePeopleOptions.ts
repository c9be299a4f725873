import useSWR from 'swr';
import type { ComboboxOption } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { leaveKeys } from './leaveKeys.ts';
import { personName } from './leaveParts.tsx';

const NONE: ComboboxOption[] = [];

/**
 * Everyone, as options of a people picker (the person filter and the balances' person). One
 * list, read once: a person chosen in a shared link is named before anyone types.
 */
export function usePeopleOptions(): ComboboxOption[] {
  const api = useApi();
  const { data } = useSWR(leaveKeys.people(), () => api.user.listMinimal({ size: -1 }));
  return (
    data?.items.map((person) => ({
      value: person.id,
      label: `${personName(person)} (@${person.username})`,
    })) ?? NONE
  );
}
