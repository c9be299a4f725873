export { Timeline, type TimelineProps, type TimelineItem } from './Timeline';
export { timelineTones, type TimelineTone } from './timelineVariants';
