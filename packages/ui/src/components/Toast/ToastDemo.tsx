import { useEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import { useToast, type ToastOptions } from './ToastProvider';

/** Story and test helper: shows `initial` toasts on mount and a button that shows `onClick`. */
export function ToastDemo({
  initial = [],
  buttonLabel,
  onClick,
}: {
  initial?: ToastOptions[];
  buttonLabel?: string;
  onClick?: ToastOptions;
}) {
  const { toast } = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    initial.forEach((options) => toast(options));
  }, [initial, toast]);
  return buttonLabel && onClick ? (
    <Button onClick={() => toast(onClick)}>{buttonLabel}</Button>
  ) : null;
}
