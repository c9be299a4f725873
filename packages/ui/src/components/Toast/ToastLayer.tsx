import { Toast as ToastPrimitive } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { cx } from '../../utils/cx';
import * as styles from './Toast.css';
import { toastPositions, type ToastPosition, type ToastTone } from './toastVariants';
import type { ToastItem } from './ToastProvider';

const toneIcon: Record<ToastTone, LucideIcon> = {
  success: CircleCheck,
  info: Info,
  warning: TriangleAlert,
  error: CircleAlert,
};
// Radix Themes remaps the accent scale under data-accent-color, so the styles only read vars.color.accent.
const toneColor: Record<ToastTone, string> = {
  success: 'green',
  info: 'blue',
  warning: 'amber',
  error: 'red',
};

export interface ToastLayerProps {
  items: readonly ToastItem[];
  dismiss: (id: string) => void;
  dismissLabel: string;
  regionLabels: Record<ToastPosition, string>;
  duration: number;
  position: ToastPosition;
  swipeDirection: 'left' | 'right';
  className?: string;
}

/**
 * The Radix toast regions and the toasts in them. ToastProvider loads this module lazily (see
 * lazyWhenIdle): on idle after the first paint, or at once when a toast is shown before that.
 */
export function ToastLayer({
  items,
  dismiss,
  dismissLabel,
  regionLabels,
  duration,
  position,
  swipeDirection,
  className,
}: ToastLayerProps) {
  return (
    <>
      {toastPositions.map((corner) => (
        <ToastPrimitive.Provider
          key={corner}
          label={regionLabels[corner]}
          duration={duration}
          swipeDirection={swipeDirection}
        >
          {items
            .filter((item) => item.position === corner)
            .map((item) => {
              const Icon = toneIcon[item.tone];
              return (
                <ToastPrimitive.Root
                  key={item.id}
                  className={styles.toast}
                  duration={item.duration}
                  type={item.tone === 'error' ? 'foreground' : 'background'}
                  data-tone={item.tone}
                  data-accent-color={toneColor[item.tone]}
                  onOpenChange={(open) => {
                    if (!open) dismiss(item.id);
                  }}
                >
                  <span className={styles.icon} aria-hidden="true">
                    <Icon size={18} />
                  </span>
                  <div className={styles.body}>
                    <ToastPrimitive.Title className={styles.title}>
                      {item.title}
                    </ToastPrimitive.Title>
                    {item.description ? (
                      <ToastPrimitive.Description className={styles.description}>
                        {item.description}
                      </ToastPrimitive.Description>
                    ) : null}
                  </div>
                  <ToastPrimitive.Close className={styles.close} aria-label={dismissLabel}>
                    <X size={16} aria-hidden="true" />
                  </ToastPrimitive.Close>
                </ToastPrimitive.Root>
              );
            })}
          <ToastPrimitive.Viewport
            className={cx(styles.viewport({ position: corner }), className)}
            data-position={corner}
            label={regionLabels[corner]}
            // one hotkey per region: F8 for the default corner, Alt+F8 for the other
            hotkey={corner === position ? ['F8'] : ['altKey', 'F8']}
          />
        </ToastPrimitive.Provider>
      ))}
    </>
  );
}
