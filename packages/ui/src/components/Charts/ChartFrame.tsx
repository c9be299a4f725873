import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { ChartLegend, type ChartLegendItem } from './ChartLegend';
import * as styles from './Charts.css';

export interface ChartTable {
  /** Column headers; the first names the row headers' column. */
  head: readonly string[];
  /** One row per category or segment: its name, then the formatted values. */
  rows: readonly (readonly string[])[];
}

export interface ChartFrameProps extends Omit<ComponentPropsWithoutRef<'figure'>, 'children'> {
  label: string;
  height: number;
  loading: boolean;
  loadingLabel: string | undefined;
  emptyLabel: ReactNode;
  isEmpty: boolean;
  legendItems: readonly ChartLegendItem[] | null;
  table: ChartTable;
  kind: 'bar' | 'stacked-bar' | 'line' | 'donut';
  /** The drawing itself, in a box of the chart's size. */
  children: ReactNode;
}

// Placeholder bar heights: a quiet silhouette of a chart, the same in every loading chart.
const loadingHeights = ['45%', '70%', '55%', '85%', '60%', '40%', '75%'];

/**
 * What every chart shares: the drawing as one image named by `label` (its marks are not read one by
 * one), the same numbers as a table for screen readers, the legend, and the loading and empty states.
 */
export const ChartFrame = forwardRef<HTMLElement, ChartFrameProps>(function ChartFrame(
  {
    label,
    height,
    loading,
    loadingLabel,
    emptyLabel,
    isEmpty,
    legendItems,
    table,
    kind,
    children,
    className,
    ...rest
  },
  ref,
) {
  const state = loading ? 'loading' : isEmpty ? 'empty' : 'ready';
  return (
    <figure
      ref={ref}
      className={cx(styles.root, className)}
      data-chart={kind}
      data-state={state}
      aria-busy={loading || undefined}
      {...rest}
    >
      {state === 'loading' ? (
        <div className={styles.placeholder} style={{ blockSize: height }} role="status">
          <span className={styles.visuallyHidden}>{loadingLabel}</span>
          <div className={styles.loadingBars} aria-hidden="true">
            {loadingHeights.map((barHeight, i) => (
              <div key={i} className={styles.loadingBar} style={{ blockSize: barHeight }} />
            ))}
          </div>
        </div>
      ) : state === 'empty' ? (
        <div className={cx(styles.placeholder, styles.empty)} style={{ blockSize: height }}>
          {emptyLabel}
        </div>
      ) : (
        <>
          <div className={styles.plot} style={{ blockSize: height }} role="img" aria-label={label}>
            {children}
          </div>
          {legendItems && legendItems.length > 0 ? <ChartLegend items={legendItems} /> : null}
          <table className={styles.visuallyHidden}>
            <caption>{label}</caption>
            <thead>
              <tr>
                {table.head.map((cell, i) => (
                  <th key={i} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([rowHead, ...cells], r) => (
                <tr key={r}>
                  <th scope="row">{rowHead}</th>
                  {cells.map((cell, c) => (
                    <td key={c}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
});
