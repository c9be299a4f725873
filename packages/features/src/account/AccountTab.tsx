import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_MAX,
  FULL_NAME_MAX,
  JOB_TITLE_MAX,
  PHONE_MAX,
  TIME_ZONE_MAX,
  type Profile,
  type UpdateProfileRequest,
} from '@atrium/api';
import { Alert, Button, Card, Flex, Grid, TextField } from '@atrium/ui';
import { TimeZoneField } from '../app/TimeZoneField.tsx';
import { accountErrorMessage, translatedFieldErrors } from './accountErrors.ts';
import { profileFormSchema, type ProfileFormValues } from './accountSchemas.ts';
import { AvatarCard } from './AvatarCard.tsx';
import { useAccountProfile } from './useAccountProfile.ts';

const FIELDS = ['full_name', 'email', 'phone', 'job_title', 'time_zone'] as const;
type ProfileField = (typeof FIELDS)[number];
const LIMITS = {
  full_name: FULL_NAME_MAX,
  email: EMAIL_MAX,
  phone: PHONE_MAX,
  job_title: JOB_TITLE_MAX,
  time_zone: TIME_ZONE_MAX,
} as const;

/** Only the edited fields, empty optional ones as null, so unknown values are never overwritten. */
function changedFields(
  values: ProfileFormValues,
  dirty: Partial<Record<ProfileField, boolean>>,
): UpdateProfileRequest {
  const body: UpdateProfileRequest = {};
  if (dirty.full_name) body.full_name = values.full_name;
  if (dirty.email) body.email = values.email || null;
  if (dirty.phone) body.phone = values.phone || null;
  if (dirty.job_title) body.job_title = values.job_title || null;
  if (dirty.time_zone && values.time_zone) body.time_zone = values.time_zone;
  return body;
}

export interface AccountTabProps {
  profile: Profile;
}

/** The account tab: the profile image and the own profile's fields. */
export function AccountTab({ profile }: AccountTabProps) {
  const { t } = useTranslation('account');
  const { updateProfile, uploadAvatar, removeAvatar } = useAccountProfile();
  const [status, setStatus] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, dirtyFields, isDirty, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      full_name: profile.full_name,
      email: profile.email ?? '',
      phone: profile.phone ?? '',
      job_title: profile.job_title ?? '',
      time_zone: profile.time_zone ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      const user = await updateProfile(changedFields(values, dirtyFields));
      reset({
        full_name: user.full_name,
        email: user.email ?? '',
        phone: user.phone ?? '',
        job_title: user.job_title ?? '',
        time_zone: user.time_zone,
      });
      setStatus({ tone: 'success', text: t('profile.saved') });
    } catch (error) {
      const fieldErrors = translatedFieldErrors(t, error);
      const known = fieldErrors ? FIELDS.filter((field) => fieldErrors[field] !== undefined) : [];
      for (const field of known) setError(field, { message: fieldErrors?.[field] ?? '' });
      if (known.length === 0) setStatus({ tone: 'danger', text: accountErrorMessage(t, error) });
    }
  });

  const fieldError = (field: ProfileField) => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    // Schema messages are keys (translated now, so a language switch follows); server ones are text.
    return message.includes('.') && !message.includes(' ')
      ? t(message, { max: LIMITS[field] })
      : message;
  };

  return (
    <Flex direction="column" gap="4">
      <AvatarCard
        name={profile.full_name}
        avatar={profile.avatar}
        onUpload={uploadAvatar}
        onRemove={removeAvatar}
      />
      <Card title={t('profile.title')} titleAs="h2" description={t('profile.description')}>
        <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
          <Flex direction="column" gap="4">
            {status ? (
              <Alert tone={status.tone} role={status.tone === 'danger' ? 'alert' : 'status'}>
                {status.text}
              </Alert>
            ) : null}
            <Grid columns={{ initial: '1', sm: '2' }} gap="4">
              <TextField
                label={t('profile.username')}
                value={profile.username}
                readOnly
                hint={t('profile.usernameHint')}
              />
              <TextField
                label={t('profile.fullName')}
                autoComplete="name"
                required
                error={fieldError('full_name')}
                {...register('full_name')}
              />
              <TextField
                label={t('profile.email')}
                type="email"
                autoComplete="email"
                dir="ltr"
                error={fieldError('email')}
                {...register('email')}
              />
              <TextField
                label={t('profile.phone')}
                type="tel"
                autoComplete="tel"
                dir="ltr"
                error={fieldError('phone')}
                {...register('phone')}
              />
              <TextField
                label={t('profile.jobTitle')}
                autoComplete="organization-title"
                error={fieldError('job_title')}
                {...register('job_title')}
              />
              <Controller
                control={control}
                name="time_zone"
                render={({ field }) => (
                  <TimeZoneField
                    label={t('profile.timeZone')}
                    hint={t('profile.timeZoneHint')}
                    error={fieldError('time_zone')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </Grid>
            <Flex justify="end">
              <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
                {isSubmitting ? t('profile.saving') : t('profile.save')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}
