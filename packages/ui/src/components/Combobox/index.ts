export {
  Combobox,
  type ComboboxProps,
  type ComboboxSingleProps,
  type ComboboxMultipleProps,
  type ComboboxOption,
  type ComboboxLoadOptions,
} from './Combobox';
