import { forwardRef, type ReactNode } from 'react';
import { Cell, Pie, PieChart, Tooltip, type TooltipContentProps } from 'recharts';
import { chartColor } from './chartColors';
import { ChartFrame } from './ChartFrame';
import { ChartTooltipContent } from './ChartTooltipContent';
import type { ChartBaseProps } from './chartTypes';
import type { ChartTone } from './chartVariants';
import * as styles from './Charts.css';
import { useChartLocale } from './useChartLocale';

/** One segment of a donut. */
export interface DonutChartSegment {
  /** Stable key of the segment. */
  key: string;
  /** Shown in the legend, the tooltip and the data table (in the UI language). */
  label: string;
  /** The segment's amount; the donut shows its share of the total. */
  value: number;
  /** Colour; by default the segment takes the next tone of the palette. */
  tone?: ChartTone;
}

export interface DonutChartProps extends ChartBaseProps {
  /** The parts of the whole, in drawing order. */
  segments: readonly DonutChartSegment[];
  /** Header of the segment column in the data table, e.g. "Status". */
  segmentLabel: string;
  /** Header of the value column in the data table, e.g. "Employees". */
  valueLabel: string;
  /** Says what the total in the hole counts, e.g. "Employees"; without it the hole stays empty. */
  totalLabel?: string;
}

/** Shows how a whole splits into a few parts (up to five or so); the total sits in the hole. */
export const DonutChart = forwardRef<HTMLElement, DonutChartProps>(function DonutChart(
  {
    segments,
    segmentLabel,
    valueLabel,
    totalLabel,
    label,
    height = 280,
    loading = false,
    loadingLabel,
    emptyLabel,
    legend = true,
    animated = true,
    numberFormat,
    ...rest
  },
  ref,
) {
  const { dir, formatNumber, animate } = useChartLocale(numberFormat, animated);
  const colored = segments
    .filter((s) => Number.isFinite(s.value) && s.value > 0)
    .map((s, i) => ({ ...s, color: chartColor(s.tone, i) }));
  const total = colored.reduce((sum, s) => sum + s.value, 0);
  const table = {
    head: [segmentLabel, valueLabel],
    rows: segments.map((s) => [s.label, formatNumber(s.value)]),
  };

  const tooltip = ({ active, payload }: TooltipContentProps): ReactNode => {
    const entry = active ? payload?.[0] : undefined;
    const segment = colored.find((s) => s.key === (entry?.payload as { key?: string })?.key);
    if (!segment) return null;
    return (
      <ChartTooltipContent
        title={undefined}
        rows={[
          {
            key: segment.key,
            label: segment.label,
            color: segment.color,
            value: formatNumber(segment.value),
          },
        ]}
      />
    );
  };

  // Segments follow the reading direction round the ring: clockwise from the top in LTR, anticlockwise in RTL.
  const endAngle = dir === 'rtl' ? 450 : -270;

  return (
    <ChartFrame
      ref={ref}
      kind="donut"
      label={label}
      height={height}
      loading={loading}
      loadingLabel={loadingLabel}
      emptyLabel={emptyLabel}
      isEmpty={total === 0}
      legendItems={legend ? colored : null}
      table={table}
      {...rest}
    >
      <PieChart
        responsive
        accessibilityLayer={false}
        style={{ inlineSize: '100%', blockSize: height }}
      >
        <Pie
          data={colored}
          dataKey="value"
          nameKey="label"
          innerRadius="62%"
          outerRadius="90%"
          startAngle={90}
          endAngle={endAngle}
          paddingAngle={colored.length > 1 ? 1 : 0}
          stroke="none"
          // the drawing is one image: no tab stop inside it (the table carries the numbers)
          rootTabIndex={-1}
          isAnimationActive={animate}
        >
          {colored.map((s) => (
            <Cell key={s.key} fill={s.color} />
          ))}
        </Pie>
        <Tooltip content={tooltip} isAnimationActive={animate} wrapperStyle={{ outline: 'none' }} />
      </PieChart>
      {totalLabel ? (
        <div className={styles.donutCenter} aria-hidden="true">
          <span className={styles.donutTotal}>{formatNumber(total)}</span>
          <span className={styles.donutTotalLabel}>{totalLabel}</span>
        </div>
      ) : null}
    </ChartFrame>
  );
});
DonutChart.displayName = 'DonutChart';
