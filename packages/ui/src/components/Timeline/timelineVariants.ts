export { tones as timelineTones, type Tone as TimelineTone } from '../Badge/tones.css';
