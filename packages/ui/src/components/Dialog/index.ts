export {
  Dialog,
  type DialogRootProps,
  type DialogTriggerProps,
  type DialogContentProps,
  type DialogTitleProps,
  type DialogDescriptionProps,
  type DialogCloseProps,
} from './Dialog';
export { dialogSizes, overlayZIndex, type DialogSize } from './dialogVariants';
