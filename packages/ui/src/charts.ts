// Public API of @atrium/ui/charts: a separate entry, so importing @atrium/ui never loads the chart
// library (ADR 0007). Explicit named exports only.
export {
  BarChart,
  LineChart,
  StackedBarChart,
  DonutChart,
  chartTones,
  lineChartCurves,
  type BarChartProps,
  type LineChartProps,
  type StackedBarChartProps,
  type DonutChartProps,
  type DonutChartSegment,
  type ChartDatum,
  type ChartSeries,
  type ChartBaseProps,
  type CartesianChartProps,
  type ChartTone,
  type LineChartCurve,
} from './components/Charts';
