export { Chip, type ChipProps } from './Chip';
export { chipTones, type ChipTone } from './chipVariants';
