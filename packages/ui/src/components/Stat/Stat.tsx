import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { cx } from '../../utils/cx';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './Stat.css';
import type { StatDeltaTone, StatTrend } from './statVariants';

export interface StatDelta {
  /** The change, formatted by the app ("+12%", "‎−٣"). */
  value: ReactNode;
  /** Direction of the change (the arrow). */
  trend: StatTrend;
  /** Whether the change is good, bad or neither (the colour). An increase in absences is `danger`. */
  tone?: StatDeltaTone;
  /** Context said after the value, e.g. "vs last week"; also what screen readers hear. */
  note?: ReactNode;
}

export interface StatProps extends Omit<ComponentPropsWithoutRef<'dl'>, 'children'> {
  /** What is measured ("Hours this week"). */
  label: ReactNode;
  /** The figure, formatted by the app (Intl for Arabic digits). */
  value: ReactNode;
  /** Change against a previous period. */
  delta?: StatDelta;
  /** A decorative icon at the inline start. */
  icon?: ReactNode;
  /** Shows a skeleton in place of the value and delta; set the label of the busy region with `loadingLabel`. */
  loading?: boolean;
  /** Announced while loading, e.g. "Loading". */
  loadingLabel?: string;
}

const trendIcon = { up: ArrowUpRight, down: ArrowDownRight, flat: Minus } as const;

/** A key figure (label, value and change), e.g. on a dashboard. A description list: label → value. */
export const Stat = forwardRef<HTMLDListElement, StatProps>(function Stat(
  { label, value, delta, icon, loading = false, loadingLabel, className, ...rest },
  ref,
) {
  const Trend = delta ? trendIcon[delta.trend] : null;
  const tone = delta?.tone ?? 'neutral';
  return (
    <dl
      ref={ref}
      className={cx(styles.stat, className)}
      aria-busy={loading || undefined}
      aria-label={loading ? loadingLabel : undefined}
      data-loading={loading || undefined}
      {...rest}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        {loading ? <Skeleton inlineSize="6ch" blockSize="1.25em" /> : value}
      </dd>
      {delta && !loading && Trend ? (
        <dd
          className={cx(styles.delta, styles.deltaTone[tone])}
          data-tone={tone}
          data-trend={delta.trend}
        >
          <Trend size={14} aria-hidden="true" />
          <span>{delta.value}</span>
          {delta.note ? (
            <>
              {' '}
              <span className={styles.deltaNote}>{delta.note}</span>
            </>
          ) : null}
        </dd>
      ) : null}
    </dl>
  );
});
Stat.displayName = 'Stat';
