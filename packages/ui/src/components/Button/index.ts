export { Button, type ButtonProps } from './Button';
export {
  buttonVariants,
  buttonTones,
  buttonSizes,
  type ButtonVariant,
  type ButtonTone,
  type ButtonSize,
} from './buttonVariants';
