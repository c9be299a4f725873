import { forwardRef } from 'react';
import { CartesianChart } from './CartesianChart';
import type { CartesianChartProps } from './chartTypes';
import type { LineChartCurve } from './chartVariants';

export interface LineChartProps extends CartesianChartProps {
  /** How points are joined. Default `monotone` (smooth, never overshoots). */
  curve?: LineChartCurve;
}

/** Shows a trend over an ordered category (days, weeks, months). */
export const LineChart = forwardRef<HTMLElement, LineChartProps>(function LineChart(props, ref) {
  return <CartesianChart ref={ref} kind="line" {...props} />;
});
LineChart.displayName = 'LineChart';
