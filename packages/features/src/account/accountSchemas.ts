import { z } from 'zod';
import {
  EMAIL_MAX,
  FULL_NAME_MAX,
  JOB_TITLE_MAX,
  PASSWORD_MAX,
  PHONE_MAX,
  TIME_ZONE_MAX,
} from '@atrium/api';
import { newPasswordPair, withMatchingConfirm } from '../auth/passwordPolicy.ts';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The profile form, the contracts' `updateProfileRequestSchema` rules with translation keys
 * (account namespace) as messages. Empty optional fields are sent as null.
 */
export const profileFormSchema = z.object({
  full_name: z.string().trim().min(1, 'profile.required').max(FULL_NAME_MAX, 'profile.tooLong'),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, 'profile.tooLong')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'fieldErrors.email'),
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX, 'profile.tooLong')
    .refine(
      (value) => value === '' || /^\+?[0-9][0-9 ()./-]{2,31}$/.test(value),
      'fieldErrors.phone',
    ),
  job_title: z.string().trim().max(JOB_TITLE_MAX, 'profile.tooLong'),
  time_zone: z
    .string()
    .trim()
    .max(TIME_ZONE_MAX, 'profile.tooLong')
    .refine((value) => value === '' || isTimeZone(value), 'fieldErrors.timeZone'),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** Change password: the current one (never trimmed) and the new one twice. */
export const changePasswordFormSchema = withMatchingConfirm(
  newPasswordPair.extend({
    current: z.string().min(1, 'security.currentRequired').max(PASSWORD_MAX),
  }),
);
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

/** The first master password: the account's password policy, typed twice. */
export const setMasterPasswordFormSchema = withMatchingConfirm(newPasswordPair);
export type SetMasterPasswordFormValues = z.infer<typeof setMasterPasswordFormSchema>;

/** A new master password needs the current one (the server checks it too). */
export const changeMasterPasswordFormSchema = withMatchingConfirm(
  newPasswordPair.extend({
    current: z.string().min(1, 'masterPassword.currentRequired').max(PASSWORD_MAX),
  }),
);
export type ChangeMasterPasswordFormValues = z.infer<typeof changeMasterPasswordFormSchema>;
