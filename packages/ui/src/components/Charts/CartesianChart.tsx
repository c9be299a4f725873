import { forwardRef, type ReactNode } from 'react';
import {
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  Line,
  LineChart as RechartsLineChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { vars } from '../../theme/vars.css';
import { chartColor } from './chartColors';
import { ChartFrame } from './ChartFrame';
import { ChartTooltipContent } from './ChartTooltipContent';
import type { CartesianChartProps, ChartDatum } from './chartTypes';
import type { LineChartCurve } from './chartVariants';
import { useChartLocale } from './useChartLocale';

type CartesianKind = 'bar' | 'stacked-bar' | 'line';

interface CartesianChartImplProps extends CartesianChartProps {
  kind: CartesianKind;
  curve?: LineChartCurve;
}

function toNumber(value: ChartDatum[string]): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

const margin = { top: 8, right: 8, bottom: 0, left: 8 };

/** Bar, stacked bar and line charts: one category axis, one value axis, one or more series. */
export const CartesianChart = forwardRef<HTMLElement, CartesianChartImplProps>(
  function CartesianChart(
    {
      kind,
      curve = 'monotone',
      data,
      categoryKey,
      categoryLabel,
      series,
      label,
      height = 280,
      loading = false,
      loadingLabel,
      emptyLabel,
      legend,
      animated = true,
      numberFormat,
      maxTickLength = 12,
      ...rest
    },
    ref,
  ) {
    const { dir, formatNumber, animate } = useChartLocale(numberFormat, animated);
    const rtl = dir === 'rtl';
    const colored = series.map((s, i) => ({ ...s, color: chartColor(s.tone, i) }));
    const isEmpty =
      data.length === 0 || !data.some((d) => series.some((s) => toNumber(d[s.key]) !== null));
    const format = (value: number | null) => (value === null ? '–' : formatNumber(value));
    const table = {
      head: [categoryLabel, ...series.map((s) => s.label)],
      rows: data.map((d) => [
        String(d[categoryKey] ?? ''),
        ...series.map((s) => format(toNumber(d[s.key]))),
      ]),
    };
    const showLegend = legend ?? series.length > 1;

    const tooltip = ({ active, payload, label: category }: TooltipContentProps): ReactNode => {
      if (!active || !payload || payload.length === 0) return null;
      const rows = colored.flatMap((s) => {
        const entry = payload.find((p) => p.dataKey === s.key);
        if (!entry) return [];
        const value = typeof entry.value === 'number' ? entry.value : null;
        return [{ key: s.key, label: s.label, color: s.color, value: format(value) }];
      });
      return <ChartTooltipContent title={category as ReactNode} rows={rows} />;
    };

    // The category axis runs with the reading direction; the value axis sits at the start side.
    const axes = (
      <>
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey={categoryKey}
          reversed={rtl}
          tickLine={false}
          tickMargin={8}
          interval="preserveStartEnd"
          // tick labels are measured apart from our axis styles: a wider gap keeps neighbours from touching
          minTickGap={12}
          // lines start and end on a category's centre: leave room for its label at both ends
          padding={kind === 'line' ? { left: 24, right: 24 } : undefined}
          tickFormatter={(value: string | number) => truncate(String(value), maxTickLength)}
        />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          axisLine={false}
          tickLine={false}
          tickMargin={8}
          width="auto"
          tickFormatter={(value: number) => formatNumber(value)}
        />
        <Tooltip
          content={tooltip}
          cursor={
            kind === 'line' ? { stroke: vars.color.gray[8] } : { fill: vars.color.grayAlpha[3] }
          }
          isAnimationActive={animate}
          wrapperStyle={{ outline: 'none' }}
        />
      </>
    );

    const chartProps = {
      data: data as ChartDatum[],
      margin,
      responsive: true,
      accessibilityLayer: false,
      style: { inlineSize: '100%', blockSize: height },
    };

    return (
      <ChartFrame
        ref={ref}
        kind={kind}
        label={label}
        height={height}
        loading={loading}
        loadingLabel={loadingLabel}
        emptyLabel={emptyLabel}
        isEmpty={isEmpty}
        legendItems={showLegend ? colored : null}
        table={table}
        {...rest}
      >
        {kind === 'line' ? (
          <RechartsLineChart {...chartProps}>
            {axes}
            {colored.map((s) => (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.label}
                type={curve}
                stroke={s.color}
                strokeWidth={2}
                dot={{ r: 3, fill: s.color, strokeWidth: 0 }}
                activeDot={{ r: 5, strokeWidth: 0 }}
                isAnimationActive={animate}
              />
            ))}
          </RechartsLineChart>
        ) : (
          <RechartsBarChart {...chartProps} barCategoryGap="20%">
            {axes}
            {colored.map((s, i) => {
              const stacked = kind === 'stacked-bar';
              // Only the outer end of a bar is rounded: the top segment of a stack, every bar when grouped.
              const rounded = !stacked || i === colored.length - 1;
              return (
                <Bar
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  fill={s.color}
                  stackId={stacked ? 'stack' : undefined}
                  radius={rounded ? [3, 3, 0, 0] : 0}
                  maxBarSize={48}
                  isAnimationActive={animate}
                />
              );
            })}
          </RechartsBarChart>
        )}
      </ChartFrame>
    );
  },
);
