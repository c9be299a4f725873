import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { ChartTone } from './chartVariants';

/** One row of chart data: a category and one number per series. */
export type ChartDatum = Readonly<Record<string, string | number | null | undefined>>;

/** A series of a cartesian chart: which field of each datum it plots and what it is called. */
export interface ChartSeries {
  /** The datum field holding this series' numbers. */
  key: string;
  /** Shown in the legend, the tooltip and the data table (in the UI language). */
  label: string;
  /** Colour; by default the series takes the next tone of the palette. */
  tone?: ChartTone;
}

/** Props every chart shares. Every text comes from the caller, in the UI language. */
export interface ChartBaseProps extends Omit<ComponentPropsWithoutRef<'figure'>, 'children'> {
  /**
   * What the chart shows, in one sentence ("Hours worked per day this week, 38 in total"). Screen
   * readers hear it as the chart's name; it also captions the data table they can read instead.
   */
  label: string;
  /** Block size of the plot in px; the inline size follows the container. Default 280. */
  height?: number;
  /** Shows a placeholder of the chart's size instead of the chart. */
  loading?: boolean;
  /** Announced while loading, e.g. "Loading chart". */
  loadingLabel?: string;
  /** Shown when there is nothing to plot, e.g. "No attendance yet". */
  emptyLabel?: ReactNode;
  /** Show the legend. Default: when there is more than one series (always for a donut). */
  legend?: boolean;
  /** Animate the marks in. Never animates when the user prefers reduced motion. Default true. */
  animated?: boolean;
  /** How values are written (Intl options, e.g. `{ style: 'percent' }`); digits follow the UI language. */
  numberFormat?: Intl.NumberFormatOptions;
}

/** Props of the bar, stacked bar and line charts. */
export interface CartesianChartProps extends ChartBaseProps {
  /** One datum per category, in axis order: the category field and one number per series. */
  data: readonly ChartDatum[];
  /** The datum field holding the category (the label on the category axis). */
  categoryKey: string;
  /** Header of the category column in the data table, e.g. "Day". */
  categoryLabel: string;
  /** The plotted series: which datum field each reads, its label and its tone. */
  series: readonly ChartSeries[];
  /** Category labels longer than this are cut with an ellipsis on the axis (tooltip and table keep them whole). Default 12. */
  maxTickLength?: number;
}
