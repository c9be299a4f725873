import { useTranslation } from 'react-i18next';
import type { ContentStage, StoryPriority, StoryStateRef, WorkPerson } from '@atrium/api';
import { Badge, Text, useIntlLocale, type BadgeTone } from '@atrium/ui';
import { ColorDot, personName } from '../projects/projectParts.tsx';

const PRIORITY_TONES: Record<StoryPriority, BadgeTone> = {
  urgent: 'danger',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
  none: 'neutral',
};

export function StoryPriorityBadge({ priority }: { priority: StoryPriority }) {
  const { t } = useTranslation('stories');
  return <PriorityBadge priority={priority} label={t(`priority.${priority}`)} />;
}

/** The badge with its label given: a board translates the five once, not once per card. */
export function PriorityBadge({ priority, label }: { priority: StoryPriority; label: string }) {
  return (
    <Badge tone={PRIORITY_TONES[priority]} variant={priority === 'none' ? 'outline' : 'soft'}>
      {label}
    </Badge>
  );
}

/** A story's state: its colour and name. */
export function StoryStateLabel({ state }: { state: StoryStateRef }) {
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--space-2)', minWidth: 0 }}
    >
      <ColorDot color={state.color} />
      <Text dir="auto" truncate>
        {state.name}
      </Text>
    </span>
  );
}

// One formatter per locale: building an Intl formatter costs more than a card (a board draws
// hundreds of them).
const LIST_FORMATS = new Map<string, Intl.ListFormat>();
function listFormatOf(locale: string): Intl.ListFormat {
  let format = LIST_FORMATS.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'short' });
    LIST_FORMATS.set(locale, format);
  }
  return format;
}

/** The people on a story, by name ("Nobody" when none). */
export function StoryPeople({ people }: { people: readonly WorkPerson[] }) {
  const { t } = useTranslation('stories');
  const locale = useIntlLocale();
  if (people.length === 0) return <Text color="gray">{t('nobody')}</Text>;
  const names = listFormatOf(locale).format(people.map(personName));
  return <Text dir="auto">{names}</Text>;
}

/** A content pipeline stage (Script, Voice-over, Edit, Review, Delivered), named in full. */
export function StoryStageBadge({ stage }: { stage: ContentStage }) {
  const { t } = useTranslation('stories');
  return (
    <Badge tone="info" variant="outline">
      {t('stage.label', { stage: t(`stages.${stage}`) })}
    </Badge>
  );
}
