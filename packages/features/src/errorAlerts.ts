/**
 * `@atrium/features/error-alerts`: the alerts shown only when something failed — a failed sign-in
 * and a home card that could not load. The pages load this entry when one is needed, so their
 * first JavaScript does without the alert (and its icons); an app names this entry to place its
 * file (apps/web/firstLoad.ts).
 */
export { default as LoginErrorAlert, type LoginErrorAlertProps } from './auth/LoginErrorAlert.tsx';
export { WidgetErrorAlert } from './app/WidgetErrorAlert.tsx';
