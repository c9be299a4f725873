export { BarChart, type BarChartProps } from './BarChart';
export { LineChart, type LineChartProps } from './LineChart';
export { StackedBarChart, type StackedBarChartProps } from './StackedBarChart';
export { DonutChart, type DonutChartProps, type DonutChartSegment } from './DonutChart';
export type { ChartDatum, ChartSeries, ChartBaseProps, CartesianChartProps } from './chartTypes';
export { chartTones, lineChartCurves, type ChartTone, type LineChartCurve } from './chartVariants';
