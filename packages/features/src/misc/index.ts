export {
  StatusPage,
  LoadingPage,
  STATUS_PAGES,
  type StatusPageProps,
  type StatusCode,
} from './StatusPage.tsx';
