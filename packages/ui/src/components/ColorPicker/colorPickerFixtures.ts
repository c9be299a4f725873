import type { ColorPickerLabels, ColorSwatch } from './ColorPicker';

// Story and test fixtures: brand swatches and the picker's names in English and Arabic.
export const brandSwatches: ColorSwatch[] = [
  { value: '#3e63dd', label: 'Atrium blue' },
  { value: '#12a594', label: 'Teal' },
  { value: '#e5484d', label: 'Red' },
  { value: '#ffc53d', label: 'Amber' },
  { value: '#1c2024', label: 'Ink' },
];
export const brandSwatchesAr: ColorSwatch[] = [
  { value: '#3e63dd', label: 'أزرق أتريوم' },
  { value: '#12a594', label: 'أخضر مزرق' },
  { value: '#e5484d', label: 'أحمر' },
  { value: '#ffc53d', label: 'كهرماني' },
  { value: '#1c2024', label: 'حبري' },
];
export const pickerLabels: ColorPickerLabels = {
  hex: 'Hex colour',
  swatches: 'Brand colours',
  saturation: 'Colour',
  hue: 'Hue',
};
export const pickerLabelsAr: ColorPickerLabels = {
  hex: 'رمز اللون',
  swatches: 'ألوان العلامة',
  saturation: 'اللون',
  hue: 'درجة اللون',
};
