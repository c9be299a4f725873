export { BlankLayout, type BlankLayoutProps } from './BlankLayout';
export {
  blankLayoutContentWidths,
  blankLayoutAligns,
  type BlankLayoutContentWidth,
  type BlankLayoutAlign,
} from './blankLayoutVariants';
