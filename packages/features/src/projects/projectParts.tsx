import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectHealth, ProjectStatus, WorkPerson } from '@atrium/api';
import {
  Badge,
  Flex,
  Progress,
  Text,
  useIntlLocale,
  type BadgeTone,
  type ComboboxOption,
} from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { formatDate, formatNumber } from '../i18n/languages.ts';

const STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  planned: 'neutral',
  active: 'accent',
  paused: 'warning',
  completed: 'success',
  cancelled: 'neutral',
  archived: 'neutral',
};

const HEALTH_TONES: Record<ProjectHealth, BadgeTone> = {
  on_track: 'success',
  at_risk: 'warning',
  off_track: 'danger',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('projects');
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}

export function ProjectHealthBadge({ health }: { health: ProjectHealth }) {
  const { t } = useTranslation('projects');
  return <Badge tone={HEALTH_TONES[health]}>{t(`health.${health}`)}</Badge>;
}

/** Stories done of the total, as a bar and in words ("3 of 8 done"). */
export function ProjectProgress({ completed, total }: { completed: number; total: number }) {
  const { t } = useTranslation('projects');
  const locale = useIntlLocale();
  const text = t('progress.of', {
    completed: formatNumber(completed, locale),
    total: formatNumber(total, locale),
  });
  return (
    <Flex direction="column" gap="1" style={{ minInlineSize: '6rem' }}>
      <Progress
        value={total === 0 ? 0 : Math.round((completed / total) * 100)}
        aria-label={t('progress.label')}
        aria-valuetext={text}
        size="1"
      />
      <Text size="1" color="gray">
        {text}
      </Text>
    </Flex>
  );
}

/** A person as a line of text. */
export function personName(person: Pick<WorkPerson, 'full_name' | 'username'>): string {
  return person.full_name || person.username;
}

/** The option a people picker shows for a person. */
export function personOption(person: Pick<WorkPerson, 'id' | 'full_name' | 'username'>) {
  return { value: person.id, label: `${personName(person)} (@${person.username})` };
}

/** Searches the organisation's people as one types (for the lead and members pickers). */
export function usePeopleSearch() {
  const api = useApi();
  return useCallback(
    async (query: string): Promise<ComboboxOption[]> => {
      const trimmed = query.trim();
      const page = await api.user.listMinimal({
        size: 20,
        ...(trimmed ? { username: trimmed } : {}),
      });
      return page.items.map(personOption);
    },
    [api],
  );
}

/** `YYYY-MM-DD` → a local date (midnight), or null. */
export function dateOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** A local date → `YYYY-MM-DD`, or null. */
export function isoDateOf(date: Date | null): string | null {
  if (!date) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A `YYYY-MM-DD` date in the reader's words, or the fallback. */
export function useProjectDate() {
  const locale = useIntlLocale();
  return (iso: string | null, fallback = '') => {
    const date = dateOf(iso);
    return date ? formatDate(date, locale, { dateStyle: 'medium' }) : fallback;
  };
}

/** A coloured dot beside a state's or label's name (the name says it; the dot is decoration). */
export function ColorDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        inlineSize: '0.75rem',
        blockSize: '0.75rem',
        borderRadius: '50%',
        background: color,
        flexShrink: 0,
      }}
    />
  );
}
