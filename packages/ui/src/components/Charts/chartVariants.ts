/** Series colours, in the order series take them when no tone is given. */
export const chartTones = ['accent', 'amber', 'green', 'red', 'gray'] as const;
export type ChartTone = (typeof chartTones)[number];

/** Line shapes of LineChart. */
export const lineChartCurves = ['monotone', 'linear', 'step'] as const;
export type LineChartCurve = (typeof lineChartCurves)[number];
