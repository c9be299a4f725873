export {
  SegmentedToggle,
  type SegmentedToggleProps,
  type SegmentedToggleOption,
} from './SegmentedToggle';
export { segmentedToggleSizes, type SegmentedToggleSize } from './segmentedToggleVariants';
