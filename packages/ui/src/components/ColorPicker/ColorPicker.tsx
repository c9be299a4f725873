import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type FocusEvent,
} from 'react';
import { HexColorInput, HexColorPicker } from 'react-colorful';
import { cx } from '../../utils/cx';
import { Field, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './ColorPicker.css';

export interface ColorSwatch {
  /** "#rrggbb". */
  value: string;
  /** Accessible name of the swatch, e.g. "Atrium blue" / "أزرق أتريوم". */
  label: string;
}

export interface ColorPickerLabels {
  /** Name of the hex input, e.g. "Hex colour" / "رمز اللون". */
  hex: string;
  /** Name of the brand swatches group, e.g. "Brand colours" / "ألوان العلامة". */
  swatches: string;
  /** Name of the saturation/brightness area, e.g. "Colour" / "اللون". */
  saturation: string;
  /** Name of the hue slider, e.g. "Hue" / "درجة اللون". */
  hue: string;
}

export interface ColorPickerProps extends FieldBaseProps {
  /** "#rrggbb" (controlled). */
  value?: string;
  /** Initial colour ("#rrggbb") when uncontrolled. */
  defaultValue?: string;
  /** Called with "#rrggbb" (lower case) on every change. */
  onValueChange?: (value: string) => void;
  /** Brand swatches, offered first, before the free picker. */
  swatches?: readonly ColorSwatch[];
  /** Accessible names of the parts. */
  labels: ColorPickerLabels;
  /** Submits the colour with a form under this name (hidden input). */
  name?: string;
  /** Called when focus leaves the whole picker (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  [dataAttribute: `data-${string}`]: string | undefined;
}

const normalize = (hex: string) => hex.toLowerCase();

/**
 * Colour choice: brand swatches first, then a free saturation/hue picker (react-colorful) and a hex input.
 * With react-hook-form use a Controller (`value` + `onValueChange` + `onBlur`).
 */
export const ColorPicker = forwardRef<HTMLInputElement, ColorPickerProps>(function ColorPicker(
  {
    label,
    hint,
    error,
    required,
    disabled,
    size = 2,
    id,
    className,
    style,
    value,
    defaultValue = '#000000',
    onValueChange,
    swatches = [],
    labels,
    name,
    onBlur,
    ...rest
  },
  ref,
) {
  const [uncontrolled, setUncontrolled] = useState(() => normalize(defaultValue));
  const color = normalize(value ?? uncontrolled);
  const change = (next: string) => {
    const hex = normalize(next);
    if (value === undefined) setUncontrolled(hex);
    onValueChange?.(hex);
  };

  // react-colorful names its sliders in English; give them the caller's words.
  const pickerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = pickerRef.current;
    if (!root) return;
    const name = (selector: string, text: string) => {
      const slider = root.querySelector(`${selector} [role="slider"]`);
      slider?.setAttribute('aria-label', text);
      if (disabled) slider?.setAttribute('aria-disabled', 'true');
      else slider?.removeAttribute('aria-disabled');
      if (disabled) slider?.setAttribute('tabindex', '-1');
      else slider?.setAttribute('tabindex', '0');
    };
    name('.react-colorful__saturation', labels.saturation);
    name('.react-colorful__hue', labels.hue);
  }, [labels.saturation, labels.hue, disabled]);

  // The ref is the hex input (react-hook-form focuses it on error); HexColorInput does not forward refs.
  const hexRowRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => hexRowRef.current?.querySelector('input') as HTMLInputElement, []);

  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      size={size}
      id={id}
      className={className}
      style={style}
      labelAs="span"
      {...rest}
    >
      {({
        id: controlId,
        disabled: _disabled,
        'aria-invalid': invalid,
        'aria-required': ariaRequired,
        ...control
      }) => (
        <div
          role="group"
          id={controlId}
          className={styles.group}
          data-disabled={disabled || undefined}
          onBlur={onGroupBlur}
          {...control}
        >
          {swatches.length > 0 ? (
            <div role="group" aria-label={labels.swatches} className={styles.swatches}>
              {swatches.map((swatch) => (
                <button
                  key={swatch.value}
                  type="button"
                  className={styles.swatch}
                  style={{ backgroundColor: swatch.value }}
                  aria-label={swatch.label}
                  aria-pressed={normalize(swatch.value) === color}
                  disabled={disabled}
                  onClick={() => change(swatch.value)}
                />
              ))}
            </div>
          ) : null}
          <div
            ref={pickerRef}
            dir="ltr"
            className={styles.picker}
            data-disabled={disabled || undefined}
          >
            {/* Inline size: react-colorful's own unlayered CSS (200px square) outranks our cascade layer. */}
            <HexColorPicker
              color={color}
              onChange={change}
              style={{ inlineSize: '100%', blockSize: 160 }}
            />
          </div>
          <div ref={hexRowRef} className={styles.hexRow}>
            <span
              className={styles.preview}
              style={{ backgroundColor: color }}
              aria-hidden="true"
            />
            <HexColorInput
              dir="ltr"
              prefixed
              color={color}
              onChange={change}
              aria-label={labels.hex}
              aria-invalid={invalid}
              aria-required={ariaRequired}
              disabled={disabled}
              spellCheck={false}
              autoComplete="off"
              className={cx(fieldStyles.control({ size }), styles.hexInput)}
            />
          </div>
          {name ? <input type="hidden" name={name} value={color} /> : null}
        </div>
      )}
    </Field>
  );
});
ColorPicker.displayName = 'ColorPicker';
