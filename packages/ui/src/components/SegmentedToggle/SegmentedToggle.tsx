import {
  forwardRef,
  useId,
  type ComponentPropsWithoutRef,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../../utils/themesMarkup';
import * as styles from './SegmentedToggle.css';
import type { SegmentedToggleSize } from './segmentedToggleVariants';

export interface SegmentedToggleOption<V extends string> {
  /** The value reported by `onValueChange`. */
  value: V;
  /** Visible text; with `iconOnly` it is visually hidden and shown as a title. */
  label: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** Language of the label (e.g. 'ar' for «العربية» in an English page). */
  lang?: string;
}

export interface SegmentedToggleProps<V extends string> extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'onChange' | 'defaultValue' | 'role'
> {
  /** Accessible name of the group ("Language", "Theme"). */
  label: string;
  /** The choices, in display order (2–4 short ones). */
  options: readonly SegmentedToggleOption<V>[];
  /** The selected option's value (controlled). */
  value: V;
  /** Called with the newly selected option's value. */
  onValueChange: (value: V) => void;
  /** Radio group name; generated when omitted. */
  name?: string;
  /** 1 (compact, in toolbars) or 2. Default 2. */
  size?: SegmentedToggleSize;
  /** Show only the icons; labels stay available to assistive technology. */
  iconOnly?: boolean;
  /** Disables every option. */
  disabled?: boolean;
}

function SegmentedToggleImpl<V extends string>(
  {
    label,
    options,
    value,
    onValueChange,
    name,
    size = 2,
    iconOnly = false,
    disabled,
    className,
    ...rest
  }: SegmentedToggleProps<V>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const autoName = useId();
  const groupName = name ?? autoName;
  return (
    <div
      ref={ref}
      role="radiogroup"
      aria-label={label}
      className={cx(styles.root, className)}
      {...rest}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className={styles.option}
          title={iconOnly ? option.label : undefined}
        >
          <input
            type="radio"
            className={styles.input}
            name={groupName}
            value={option.value}
            checked={option.value === value}
            disabled={disabled}
            onChange={() => onValueChange(option.value)}
          />
          <span
            className={styles.face({ size, iconOnly })}
            data-state={option.value === value ? 'on' : 'off'}
          >
            {option.icon}
            {iconOnly ? (
              <VisuallyHidden lang={option.lang}>{option.label}</VisuallyHidden>
            ) : (
              <span lang={option.lang}>{option.label}</span>
            )}
          </span>
        </label>
      ))}
    </div>
  );
}

type SegmentedToggleComponent = (<V extends string>(
  props: SegmentedToggleProps<V> & { ref?: Ref<HTMLDivElement> },
) => ReactElement | null) & { displayName?: string };

/** A small single-choice control (language, theme): a native radio group drawn as segments. */
export const SegmentedToggle = forwardRef(SegmentedToggleImpl) as SegmentedToggleComponent;
SegmentedToggle.displayName = 'SegmentedToggle';
