export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export {
  errorPageVariants,
  errorPageStatusCodes,
  type ErrorPageVariant,
} from './errorPageVariants';
