import type { ComponentType } from 'react';
import type { ComboboxOption, ComboboxProps, ComboboxSingleProps } from './Combobox';
import { Combobox } from './Combobox';

/**
 * Stories' args: ComboboxProps is a union (single | multiple) which Storybook's Meta cannot infer, so stories
 * use this flat shape and render through `renderCombobox`.
 */
export type ComboboxStoryArgs = Omit<
  ComboboxSingleProps,
  'multiple' | 'value' | 'defaultValue' | 'onValueChange' | 'removeLabel'
> & {
  multiple?: boolean;
  defaultValue?: string | string[];
  onValueChange?: (value: string | string[] | null) => void;
  removeLabel?: (label: string) => string;
  options?: readonly ComboboxOption[];
};

export const renderCombobox = (args: ComboboxStoryArgs) => (
  <Combobox {...(args as ComboboxProps)} />
);

/** Combobox typed with the flat story args, for Meta's `component` (docs and controls). */
export const ComboboxForStories = Combobox as unknown as ComponentType<ComboboxStoryArgs>;
