export { TextField, type TextFieldProps } from './TextField';
export { textFieldSizes, type TextFieldSize } from './textFieldVariants';
