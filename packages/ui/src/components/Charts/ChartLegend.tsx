import { cx } from '../../utils/cx';
import * as styles from './Charts.css';

export interface ChartLegendItem {
  key: string;
  label: string;
  color: string;
}

/** The series of a chart with their colours; an HTML list, so it wraps and mirrors with the text. */
export function ChartLegend({ items }: { items: readonly ChartLegendItem[] }) {
  return (
    <ul className={styles.legend} data-chart-legend="">
      {items.map((item) => (
        <li key={item.key} className={styles.legendItem}>
          <span
            className={cx(styles.swatch, styles.legendSwatch)}
            style={{ backgroundColor: item.color }}
            aria-hidden="true"
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
