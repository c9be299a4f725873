import type { ReactNode } from 'react';
import * as styles from './Charts.css';

export interface ChartTooltipRow {
  key: string;
  label: string;
  color: string;
  value: string;
}

/** The box the pointer shows over a chart: a title and one row per series. */
export function ChartTooltipContent({
  title,
  rows,
}: {
  title: ReactNode;
  rows: readonly ChartTooltipRow[];
}) {
  return (
    <div className={styles.tooltip} data-chart-tooltip="">
      {title !== undefined && title !== '' ? <p className={styles.tooltipTitle}>{title}</p> : null}
      <ul className={styles.tooltipList}>
        {rows.map((row) => (
          <li key={row.key} className={styles.tooltipRow}>
            <span
              className={styles.swatch}
              style={{ backgroundColor: row.color }}
              aria-hidden="true"
            />
            <span>{row.label}</span>
            <span className={styles.tooltipValue}>{row.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
