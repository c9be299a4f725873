export { DatePicker, type DatePickerProps, type DatePickerLabels } from './DatePicker';
export {
  DateRangePicker,
  type DateRangePickerProps,
  type DateRangePickerLabels,
  type DateRangeValue,
} from './DateRangePicker';
export type { DateConstraints, WeekStartsOn } from './calendar';
