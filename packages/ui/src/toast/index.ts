export {
  DEFAULT_TOAST_DURATION,
  Toaster,
  dismissToast,
  toast,
  type ToastItem,
  type ToastOptions,
  type ToasterProps,
} from './Toaster'
