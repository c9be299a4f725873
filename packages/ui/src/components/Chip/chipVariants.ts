export { tones as chipTones, type Tone as ChipTone } from '../Badge/tones.css';
