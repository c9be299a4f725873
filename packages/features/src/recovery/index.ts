export { ForgotPasswordPage, type ForgotPasswordPageProps } from './ForgotPasswordPage.tsx';
export { ResetPasswordPage, type ResetPasswordPageProps } from './ResetPasswordPage.tsx';
export { ChoosePasswordPage, type ChoosePasswordPageProps } from './ChoosePasswordPage.tsx';
export {
  useForgotPassword,
  useResetPassword,
  type UseRecoveryCallResult,
} from './usePasswordRecovery.ts';
