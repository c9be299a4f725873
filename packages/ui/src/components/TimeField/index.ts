export { TimeField, type TimeFieldProps, type TimeFieldLabels } from './TimeField';
export { timeFieldHourCycles, type TimeFieldHourCycle } from './timeFieldVariants';
