export { Spinner, type SpinnerProps } from './Spinner';
export { spinnerSizes, type SpinnerSize } from './spinnerVariants';
