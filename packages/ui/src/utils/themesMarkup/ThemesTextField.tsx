import {
  forwardRef,
  useRef,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type Ref,
  type RefCallback,
} from 'react';
import { cx } from '../cx';
import { takeClasses, type TableProps } from './propTable';
import { textFieldRootProps } from './ThemesTextField.props';
import type { ThemesColor } from './types';

export interface ThemesTextFieldRootProps
  extends
    Omit<ComponentPropsWithoutRef<'input'>, 'size'>,
    Omit<TableProps<typeof textFieldRootProps>, 'variant'> {
  color?: ThemesColor | undefined;
  /** On the wrapper (Radix puts className and style on the root, the rest on the input). */
  className?: string;
  style?: CSSProperties;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Radix Themes' TextField.Root: the wrapper takes the colour, size and variant; every other prop goes
 * to the `<input>`. A press on the wrapper (padding, a decorative slot) focuses the input, with the
 * caret at the end when the press was on the inline-end slot, as Radix Themes does.
 */
export const ThemesTextFieldRoot = forwardRef<HTMLInputElement, ThemesTextFieldRootProps>(
  function ThemesTextFieldRoot({ color, className, style, children, ...props }, ref) {
    const [classes, rest] = takeClasses(textFieldRootProps, props);
    const inputRef = useRef<HTMLInputElement | null>(null);
    const setRefs: RefCallback<HTMLInputElement> = (node) => {
      inputRef.current = node;
      assignRef(ref, node);
    };
    return (
      <div
        data-accent-color={color}
        style={style}
        className={cx('rt-TextFieldRoot', classes, className)}
        onPointerDown={(event) => {
          const target = event.target as HTMLElement;
          if (target.closest('input, button, a')) return;
          const input = inputRef.current;
          if (!input) return;
          const atEnd = target.closest(
            ".rt-TextFieldSlot[data-side='right'], .rt-TextFieldSlot:not([data-side='right']) ~ .rt-TextFieldSlot:not([data-side='left'])",
          );
          const caret = atEnd ? input.value.length : 0;
          requestAnimationFrame(() => {
            try {
              input.setSelectionRange(caret, caret);
            } catch {
              // type=email/number inputs refuse selection ranges; focusing is enough there
            }
            input.focus();
          });
        }}
      >
        <input spellCheck="false" {...rest} ref={setRefs} className="rt-reset rt-TextFieldInput" />
        {children}
      </div>
    );
  },
);

export interface ThemesTextFieldSlotProps extends ComponentPropsWithoutRef<'div'> {
  side?: 'left' | 'right';
}

export const ThemesTextFieldSlot = forwardRef<HTMLDivElement, ThemesTextFieldSlotProps>(
  function ThemesTextFieldSlot({ side, className, ...rest }, ref) {
    return (
      <div data-side={side} {...rest} ref={ref} className={cx('rt-TextFieldSlot', className)} />
    );
  },
);
