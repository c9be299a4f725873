import { forwardRef } from 'react';
import { CartesianChart } from './CartesianChart';
import type { CartesianChartProps } from './chartTypes';

export type StackedBarChartProps = CartesianChartProps;

/** Shows how a total per category splits into parts: the series are stacked in one bar. */
export const StackedBarChart = forwardRef<HTMLElement, StackedBarChartProps>(
  function StackedBarChart(props, ref) {
    return <CartesianChart ref={ref} kind="stacked-bar" {...props} />;
  },
);
StackedBarChart.displayName = 'StackedBarChart';
