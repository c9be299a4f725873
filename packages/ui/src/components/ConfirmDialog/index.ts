export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { confirmDialogTones, type ConfirmDialogTone } from './confirmDialogVariants';
