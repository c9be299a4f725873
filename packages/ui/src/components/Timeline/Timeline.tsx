import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Timeline.css';
import type { TimelineTone } from './timelineVariants';

export interface TimelineItem {
  /** Stable key. */
  id: string;
  /** What happened ("Leave approved"). */
  title: ReactNode;
  /** When, as the app formats it ("Mon 3 Nov, 09:12", in Arabic with Arabic digits). */
  time: ReactNode;
  /** The same moment as an ISO 8601 string, for the <time> element's machine-readable value. */
  dateTime?: string;
  /** Details under the title (who, why). */
  description?: ReactNode;
  /** Colour of the marker by meaning. Default `neutral`. Say the status in the title too. */
  tone?: TimelineTone;
  /** An icon in the marker (decorative); a dot by default. */
  icon?: ReactNode;
}

export interface TimelineProps extends Omit<ComponentPropsWithoutRef<'ol'>, 'children'> {
  /** Entries in the order to show (usually oldest first, or newest first for activity feeds). */
  items: readonly TimelineItem[];
}

/** A status history (request submitted → approved → …) as an ordered list, line at the inline start. */
export const Timeline = forwardRef<HTMLOListElement, TimelineProps>(function Timeline(
  { items, className, ...rest },
  ref,
) {
  return (
    <ol ref={ref} className={cx(styles.list, className)} {...rest}>
      {items.map((item) => {
        const tone = item.tone ?? 'neutral';
        return (
          <li key={item.id} className={styles.item} data-tone={tone}>
            <span className={cx(styles.marker, styles.markerTone[tone])} aria-hidden="true">
              {item.icon ?? <span className={styles.dot} />}
            </span>
            <div className={styles.header}>
              <p className={styles.title}>{item.title}</p>
              <time className={styles.time} dateTime={item.dateTime}>
                {item.time}
              </time>
            </div>
            {item.description ? <p className={styles.description}>{item.description}</p> : null}
          </li>
        );
      })}
    </ol>
  );
});
Timeline.displayName = 'Timeline';
