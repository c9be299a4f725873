import { forwardRef } from 'react';
import { CartesianChart } from './CartesianChart';
import type { CartesianChartProps } from './chartTypes';

export type BarChartProps = CartesianChartProps;

/** Compares values across categories; several series are drawn side by side. */
export const BarChart = forwardRef<HTMLElement, BarChartProps>(function BarChart(props, ref) {
  return <CartesianChart ref={ref} kind="bar" {...props} />;
});
BarChart.displayName = 'BarChart';
