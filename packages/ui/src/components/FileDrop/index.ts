export {
  FileDrop,
  type FileDropProps,
  type FileDropItem,
  type FileDropLabels,
  type FileDropRejection,
  type FileDropRejectionReason,
} from './FileDrop';
export { fileDropStatuses, type FileDropStatus } from './fileDropVariants';
