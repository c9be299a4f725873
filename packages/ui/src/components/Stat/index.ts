export { Stat, type StatProps, type StatDelta } from './Stat';
export { statDeltaTones, statTrends, type StatDeltaTone, type StatTrend } from './statVariants';
