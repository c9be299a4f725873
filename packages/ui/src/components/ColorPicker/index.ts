export {
  ColorPicker,
  type ColorPickerProps,
  type ColorPickerLabels,
  type ColorSwatch,
} from './ColorPicker';
