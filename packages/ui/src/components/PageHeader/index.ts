export {
  PageHeader,
  type PageHeaderProps,
  type PageHeaderBreadcrumb,
  type PageHeaderLinkProps,
} from './PageHeader';
export { pageHeaderTitleLevels, type PageHeaderTitleLevel } from './pageHeaderVariants';
