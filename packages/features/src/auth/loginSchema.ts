/** What the sign-in form submits. */
export interface LoginFormValues {
  username: string;
  password: string;
}

/** Per field, the translation key (auth namespace) of what is wrong. */
export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

/**
 * The sign-in form's rules, written out rather than with zod and react-hook-form: the sign-in
 * page is the first thing every person loads, and those two libraries would be a sixth of its
 * JavaScript for two required fields (issue 5's /login budget). Other forms use them.
 * Messages are keys, translated when shown, so a language switch also switches errors on screen.
 */
export function validateLoginForm(values: LoginFormValues): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (values.username.trim() === '') errors.username = 'login.usernameRequired';
  // Never trimmed: spaces are part of a password (security.md).
  if (values.password === '') errors.password = 'login.passwordRequired';
  return errors;
}
