import {
  forwardRef,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import {
  Combobox as ComboboxInput,
  ComboboxItem,
  ComboboxList,
  ComboboxPopover,
  ComboboxProvider,
} from '@ariakit/react';
import { Check, ChevronDown } from 'lucide-react';
import { cx } from '../../utils/cx';
import { Chip } from '../Chip/Chip';
import { ThemedLayer } from '../Dialog/ThemedLayer';
import { overlayZIndex } from '../Dialog/dialogVariants';
import { Field, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Combobox.css';

export interface ComboboxOption {
  /** Submitted value. */
  value: string;
  /** What the option and the input (or the chip) show; also what typing matches. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

/** Loads the options matching `query`; abort work when `signal` fires (a newer query superseded it). */
export type ComboboxLoadOptions = (
  query: string,
  signal: AbortSignal,
) => Promise<readonly ComboboxOption[]>;

interface ComboboxBaseProps extends FieldBaseProps {
  /** Fixed options, filtered as the user types. With `loadOptions`, they only give labels to preselected values. */
  options?: readonly ComboboxOption[];
  /** Async options: called (debounced) with the typed query while the list is open. */
  loadOptions?: ComboboxLoadOptions;
  /** Milliseconds of typing pause before `loadOptions` runs (default 300). */
  debounceMs?: number;
  /** Shown in the input while it is empty. */
  placeholder?: string;
  /** Shown while `loadOptions` is pending, e.g. "Loading…" / "جارٍ التحميل…". */
  loadingLabel: string;
  /** Shown when nothing matches, e.g. "No results" / "لا توجد نتائج". */
  noResultsLabel: string;
  /** Shown when `loadOptions` rejects (defaults to `noResultsLabel`). */
  loadErrorLabel?: string;
  /** Submits the value(s) with a form under this name (hidden inputs). */
  name?: string;
  /** Called when the input loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Extra data-* attributes land on the field wrapper. */
  [dataAttribute: `data-${string}`]: string | undefined;
}

export interface ComboboxSingleProps extends ComboboxBaseProps {
  /** One value (the default); the chosen label fills the input. */
  multiple?: false;
  /** Selected value (controlled); `null` for none. */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen value, or `null` when cleared. */
  onValueChange?: (value: string | null) => void;
  /** Only for `multiple`. */
  removeLabel?: never;
}

export interface ComboboxMultipleProps extends ComboboxBaseProps {
  /** Several values, shown as removable chips. */
  multiple: true;
  /** Selected values (controlled). */
  value?: readonly string[];
  /** Initial values when uncontrolled. */
  defaultValue?: readonly string[];
  /** Called with the new list of values. */
  onValueChange?: (value: string[]) => void;
  /** Accessible name of a chip's remove button, e.g. (l) => `Remove ${l}` / (l) => `إزالة ${l}`. */
  removeLabel: (label: string) => string;
}

export type ComboboxProps = ComboboxSingleProps | ComboboxMultipleProps;

type LoadState = 'idle' | 'loading' | 'done' | 'error';

function toArray(value: string | null | undefined | readonly string[]): string[] {
  if (value == null) return [];
  return typeof value === 'string' ? [value] : [...value];
}

function matches(option: ComboboxOption, query: string) {
  return option.label.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}

/**
 * Searchable choice of one value or several (chips), from fixed options or loaded as the user types, over
 * Ariakit's Combobox (ARIA combobox + listbox, arrow keys, Enter, Escape). Labels for the loading and empty
 * states come from the caller. With react-hook-form use a Controller (`value` + `onValueChange` + `onBlur`).
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  props,
  ref: Ref<HTMLInputElement>,
) {
  const {
    label,
    hint,
    error,
    required,
    disabled,
    size = 2,
    id,
    className,
    style,
    options = [],
    loadOptions,
    debounceMs = 300,
    placeholder,
    loadingLabel,
    noResultsLabel,
    loadErrorLabel,
    name,
    onBlur,
    multiple,
    value,
    defaultValue,
    onValueChange,
    removeLabel,
    ...rest
  } = props;

  const [uncontrolled, setUncontrolled] = useState<string[]>(() => toArray(defaultValue));
  const selected = value !== undefined ? toArray(value) : uncontrolled;

  // Labels of every option seen so far, so chips and the input can name values that came from loadOptions.
  const known = useRef(new Map<string, string>());
  for (const option of options) known.current.set(option.value, option.label);
  const labelOf = useCallback((v: string) => known.current.get(v) ?? v, []);

  const [open, setOpen] = useState(false);
  const [inputValue, setInputValue] = useState(() =>
    !multiple && selected[0] !== undefined ? labelOf(selected[0]) : '',
  );
  const selectedLabel = !multiple && selected[0] !== undefined ? labelOf(selected[0]) : '';
  // In single mode the input shows the selection; while it does, the whole list is offered.
  const latest = useRef({ selected, inputValue, open });
  latest.current = { selected, inputValue, open };
  const query = !multiple && inputValue === selectedLabel ? '' : inputValue;

  // A controlled value changed from outside (e.g. a form reset): show it while the list is closed.
  useEffect(() => {
    if (!multiple && !latest.current.open) setInputValue(selectedLabel);
  }, [multiple, selectedLabel]);

  const [loaded, setLoaded] = useState<readonly ComboboxOption[]>([]);
  const [loadState, setLoadState] = useState<LoadState>('idle');
  useEffect(() => {
    if (!loadOptions || !open) return;
    const controller = new AbortController();
    setLoadState('loading');
    const timer = setTimeout(() => {
      loadOptions(query, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          for (const option of result) known.current.set(option.value, option.label);
          setLoaded(result);
          setLoadState('done');
        },
        () => {
          if (controller.signal.aborted) return;
          setLoaded([]);
          setLoadState('error');
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [loadOptions, open, query, debounceMs]);

  const items = useMemo(
    () => (loadOptions ? loaded : options.filter((option) => matches(option, query))),
    [loadOptions, loaded, options, query],
  );

  const updateInput = (next: string) => {
    latest.current.inputValue = next;
    setInputValue(next);
  };

  const commit = (next: string[]) => {
    latest.current.selected = next;
    if (value === undefined) setUncontrolled(next);
    if (multiple) (onValueChange as ComboboxMultipleProps['onValueChange'])?.(next);
    else (onValueChange as ComboboxSingleProps['onValueChange'])?.(next[0] ?? null);
  };

  const handleSelectedValue = (next: string | string[]) => {
    if (Array.isArray(next)) {
      commit(next);
      updateInput('');
      return;
    }
    commit(next ? [next] : []);
    updateInput(next ? labelOf(next) : '');
  };

  const handleOpen = (nextOpen: boolean) => {
    setOpen(nextOpen);
    if (nextOpen || multiple) return;
    // Closing without choosing: an emptied input clears the choice, other typing falls back to it. Read the
    // latest values: a selection and the close it causes arrive in the same event.
    const current = latest.current;
    if (current.inputValue === '' && current.selected.length > 0) {
      commit([]);
      return;
    }
    // Controlled: show the value the owner holds, not the one just offered to it. An owner that
    // takes the choice re-renders with it (and the effect above shows its label); a picker that
    // stays at `null` (add a member, then pick the next one) is left empty.
    const shown = value !== undefined ? toArray(value)[0] : current.selected[0];
    setInputValue(shown !== undefined ? labelOf(shown) : '');
  };

  const inputRef = useRef<HTMLInputElement | null>(null);
  const boxRef = useRef<HTMLDivElement | null>(null);
  // Where the list is portalled: inside a modal dialog, into the dialog itself — a modal dialog
  // hides everything outside it from assistive tech and pointer events (aria-hidden siblings),
  // so a list portalled to <body> could be neither read nor clicked. Elsewhere, <body>.
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setPortalContainer(
      boxRef.current?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]') ??
        document.body,
    );
  }, []);
  const setInputRef = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const remove = (v: string) => {
    commit(selected.filter((item) => item !== v));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!multiple || event.key !== 'Backspace' || inputValue !== '') return;
    const last = selected[selected.length - 1];
    if (last !== undefined) remove(last);
  };

  const statusText =
    loadState === 'loading'
      ? loadingLabel
      : items.length === 0 && (!loadOptions || loadState !== 'idle')
        ? loadState === 'error'
          ? (loadErrorLabel ?? noResultsLabel)
          : noResultsLabel
        : '';

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
      data-multiple={multiple ? '' : undefined}
      {...rest}
    >
      {({ 'aria-labelledby': labelledBy, ...control }) => (
        <ComboboxProvider
          value={inputValue}
          setValue={updateInput}
          selectedValue={multiple ? selected : (selected[0] ?? '')}
          setSelectedValue={handleSelectedValue}
          open={open}
          setOpen={handleOpen}
        >
          <div
            ref={boxRef}
            className={cx(fieldStyles.control({ size }), styles.box)}
            data-disabled={disabled || undefined}
          >
            {multiple
              ? selected.map((v) => (
                  <Chip
                    key={v}
                    onRemove={disabled ? undefined : () => remove(v)}
                    removeLabel={removeLabel?.(labelOf(v))}
                  >
                    {labelOf(v)}
                  </Chip>
                ))
              : null}
            <ComboboxInput
              ref={setInputRef}
              className={styles.input}
              placeholder={multiple && selected.length > 0 ? undefined : placeholder}
              onBlur={onBlur}
              onKeyDown={onKeyDown}
              {...control}
            />
            <span className={styles.icon} aria-hidden="true">
              {loadState === 'loading' && open ? <Spinner size={1} /> : <ChevronDown size={16} />}
            </span>
          </div>
          {name ? selected.map((v) => <input key={v} type="hidden" name={name} value={v} />) : null}
          {portalContainer
            ? createPortal(
                <ThemedLayer>
                  <ComboboxPopover
                    portal={false}
                    unmountOnHide
                    gutter={4}
                    sameWidth
                    getAnchorRect={() => boxRef.current?.getBoundingClientRect() ?? null}
                    aria-labelledby={labelledBy}
                    className={cx(fieldStyles.popover, styles.popover)}
                    style={{ zIndex: overlayZIndex.popover }}
                  >
                    <ComboboxList aria-labelledby={labelledBy} aria-busy={loadState === 'loading'}>
                      {items.map((option) => (
                        <ComboboxItem
                          key={option.value}
                          value={option.value}
                          disabled={option.disabled}
                          setValueOnClick={false}
                          className={styles.item}
                        >
                          {option.label}
                          {selected.includes(option.value) ? (
                            <span className={styles.check} aria-hidden="true">
                              <Check size={14} />
                            </span>
                          ) : null}
                        </ComboboxItem>
                      ))}
                    </ComboboxList>
                    <div role="status" className={styles.status}>
                      {statusText}
                    </div>
                  </ComboboxPopover>
                </ThemedLayer>,
                portalContainer,
              )
            : null}
        </ComboboxProvider>
      )}
    </Field>
  );
});
Combobox.displayName = 'Combobox';
