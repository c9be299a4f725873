import type { ComboboxLoadOptions, ComboboxOption } from './Combobox';

// Story and test fixtures: English and Arabic option lists and a fake search endpoint.
export const cities: ComboboxOption[] = [
  { value: 'amman', label: 'Amman' },
  { value: 'cairo', label: 'Cairo' },
  { value: 'dubai', label: 'Dubai' },
  { value: 'riyadh', label: 'Riyadh' },
  { value: 'tunis', label: 'Tunis', disabled: true },
];

export const citiesAr: ComboboxOption[] = [
  { value: 'amman', label: 'عمّان' },
  { value: 'cairo', label: 'القاهرة' },
  { value: 'dubai', label: 'دبي' },
  { value: 'riyadh', label: 'الرياض' },
];

/** A fake search over `list` that answers after `delayMs` and honours the abort signal. */
export function fakeSearch(list: readonly ComboboxOption[], delayMs = 200): ComboboxLoadOptions {
  return (query, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const q = query.trim().toLocaleLowerCase();
        resolve(list.filter((option) => option.label.toLocaleLowerCase().includes(q)));
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}

/** Never answers: keeps the loading state on screen. */
export const neverLoads: ComboboxLoadOptions = () => new Promise(() => {});
