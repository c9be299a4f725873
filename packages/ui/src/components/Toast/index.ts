export {
  ToastProvider,
  useToast,
  type ToastProviderProps,
  type ToastOptions,
  type ToastApi,
} from './ToastProvider';
export {
  toastTones,
  toastPositions,
  toastDefaults,
  type ToastTone,
  type ToastPosition,
} from './toastVariants';
