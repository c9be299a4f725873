export { Alert, type AlertProps } from './Alert';
export { alertTones, type AlertTone } from './alertVariants';
