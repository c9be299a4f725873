export { Field, type FieldProps, type FieldBaseProps, type FieldControlProps } from './Field';
export { fieldSizes, fieldLayouts, type FieldSize, type FieldLayout } from './fieldVariants';
