import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useUi } from '../../UiProvider/useUi';
import { lazyWhenIdle, useLazyPart } from '../../utils/lazyWhenIdle';
import { toastDefaults, type ToastPosition, type ToastTone } from './toastVariants';

/**
 * Radix Toast and the toast markup are not needed to paint a page, so they are fetched after the
 * first paint (or as soon as a toast is shown), keeping them out of the app shell's JavaScript.
 */
const toastLayer = lazyWhenIdle(() => import('../../overlays'));

export interface ToastOptions {
  /** First line, in bold. */
  title: ReactNode;
  /** More detail under the title. */
  description?: ReactNode;
  /** Colour and icon; `error` toasts are announced assertively, the others politely. */
  tone?: ToastTone;
  /** Milliseconds before it closes by itself (default: the provider's, 5000). */
  duration?: number;
  /** Corner to show it in (default: the provider's, `top-end`). */
  position?: ToastPosition;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

export interface ToastProviderProps {
  /** The app; any component below can call `useToast()`. */
  children?: ReactNode;
  /** aria-label of every toast's close button ("Dismiss"). */
  dismissLabel: string;
  /**
   * Names of the two notification regions for screen readers, one per corner; they must differ
   * (e.g. `{ 'top-end': 'Notifications', 'bottom-end': 'Push notifications' }`).
   */
  regionLabels: Record<ToastPosition, string>;
  /** Default lifetime in ms (spec: 5000). */
  duration?: number;
  /** Most toasts shown at once; the oldest is dropped beyond it (spec: 20). */
  max?: number;
  /** Default corner (spec: top-end, i.e. top right in English, top left in Arabic). */
  position?: ToastPosition;
  /** Extra class on both viewports. */
  className?: string;
}

/** A toast being shown (internal; the layer renders these). */
export interface ToastItem extends Required<Pick<ToastOptions, 'tone' | 'duration' | 'position'>> {
  id: string;
  title: ReactNode;
  description?: ReactNode;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Toasts over Radix's Toast primitive: a live region announces each one, timers pause while the pointer is
 * over a toast or it has focus (and while the window is in the background), F8 jumps to the toasts, and a
 * swipe towards the inline end dismisses. Put it once under UiProvider and call `useToast()`.
 */
export function ToastProvider({
  children,
  dismissLabel,
  regionLabels,
  duration = toastDefaults.duration,
  max = toastDefaults.max,
  position = toastDefaults.position,
  className,
}: ToastProviderProps) {
  const { dir } = useUi();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const toast = useCallback(
    ({ title, description, tone = 'info', duration: ms, position: corner }: ToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      const item: ToastItem = {
        id,
        title,
        description,
        tone,
        duration: ms ?? duration,
        position: corner ?? position,
      };
      setItems((current) => [...current, item].slice(-max));
      return id;
    },
    [duration, position, max],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  const swipeDirection = dir === 'rtl' ? 'left' : 'right';
  const layer = useLazyPart(toastLayer, items.length > 0 ? 'now' : 'idle');

  return (
    <ToastContext.Provider value={api}>
      {children}
      {layer ? (
        <layer.ToastLayer
          items={items}
          dismiss={dismiss}
          dismissLabel={dismissLabel}
          regionLabels={regionLabels}
          duration={duration}
          position={position}
          swipeDirection={swipeDirection}
          className={className}
        />
      ) : null}
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';

/** `toast()` and `dismiss()` of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
