import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DRIVE_LINK_DOWNLOAD_LIMIT_MAX,
  DRIVE_LINK_LABEL_MAX,
  DRIVE_LINK_NOTE_MAX,
  DRIVE_LINK_PASSWORD_MAX,
  DRIVE_LINK_TITLE_MAX,
  type DriveLink,
} from '@atrium/api';
import {
  Alert,
  Button,
  DatePicker,
  Flex,
  PasswordField,
  Switch,
  Textarea,
  TextField,
} from '@atrium/ui';
import { driveLinkErrorMessage, driveLinkFieldError } from './driveLinkErrors.ts';

/** What the form gives: the link's settings (and a material's title and note). */
export interface ShareLinkSettings {
  label: string;
  /** Absent: unchanged (edit) or the organisation's default (create); null: never expires. */
  expires_at?: string | null;
  /** Absent: unchanged; null: no password. */
  password?: string | null;
  allow_download: boolean;
  download_limit: number | null;
  title?: string;
  note?: string;
}

export interface ShareLinkFormProps {
  /** The link being edited; absent: a new one. */
  link?: DriveLink;
  /** A material has a title and a note. */
  kind: 'item' | 'material';
  /** Saves; a rejection is shown in the form (field errors under their fields). */
  onSubmit: (settings: ShareLinkSettings) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
  /** Above the buttons (a material's list of files). */
  children?: ReactNode;
}

/** The end of a chosen day in the person's time zone: a link "until the 30th" lasts the 30th. */
function endOfDay(date: Date): string {
  const end = new Date(date);
  end.setHours(23, 59, 59, 0);
  return end.toISOString();
}

/**
 * A link's settings: a label for its maker, when it expires, an optional password, whether
 * files may be downloaded (or only previewed) and how many times. Creating leaves the expiry to
 * the organisation's default unless a date is chosen; editing sends only what changed.
 */
export function ShareLinkForm({
  link,
  kind,
  onSubmit,
  onCancel,
  submitLabel,
  children,
}: ShareLinkFormProps) {
  const { t } = useTranslation('drive');
  const [label, setLabel] = useState(link?.label ?? '');
  const [title, setTitle] = useState(link?.title ?? '');
  const [note, setNote] = useState(link?.note ?? '');
  const [expires, setExpires] = useState<Date | null>(
    link?.expires_at ? new Date(link.expires_at) : null,
  );
  const [expiryChanged, setExpiryChanged] = useState(false);
  const [usePassword, setUsePassword] = useState(link?.has_password ?? false);
  const [password, setPassword] = useState('');
  const [allowDownload, setAllowDownload] = useState(link?.allow_download ?? true);
  const [limitDownloads, setLimitDownloads] = useState(link?.download_limit != null);
  const [limit, setLimit] = useState(String(link?.download_limit ?? 10));
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const passwordRequired = usePassword && !link?.has_password && password === '';
  const limitValue = Number(limit);
  const limitInvalid =
    limitDownloads &&
    (!Number.isInteger(limitValue) || limitValue < 1 || limitValue > DRIVE_LINK_DOWNLOAD_LIMIT_MAX);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (passwordRequired || limitInvalid) return;
    setFailure(null);
    setSaving(true);
    const settings: ShareLinkSettings = {
      label,
      allow_download: allowDownload,
      download_limit: limitDownloads ? limitValue : null,
      ...(kind === 'material' ? { title, note } : {}),
      ...(expiryChanged ? { expires_at: expires ? endOfDay(expires) : null } : {}),
      ...(usePassword
        ? password
          ? { password }
          : {}
        : link?.has_password
          ? { password: null }
          : {}),
    };
    try {
      await onSubmit(settings);
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const fieldError = (field: string) =>
    failure ? driveLinkFieldError(t, failure, field) : undefined;
  const shownInFields = ['label', 'title', 'note', 'expires_at', 'password', 'download_limit'].some(
    (field) => fieldError(field),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Flex direction="column" gap="4">
        {kind === 'material' ? (
          <>
            <TextField
              label={t('links.form.title')}
              value={title}
              maxLength={DRIVE_LINK_TITLE_MAX}
              required
              onChange={(event) => setTitle(event.target.value)}
              error={fieldError('title')}
            />
            <Textarea
              label={t('links.form.note')}
              value={note}
              maxLength={DRIVE_LINK_NOTE_MAX}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
              error={fieldError('note')}
            />
          </>
        ) : null}
        <TextField
          label={t('links.form.label')}
          hint={t('links.form.labelHint')}
          value={label}
          maxLength={DRIVE_LINK_LABEL_MAX}
          onChange={(event) => setLabel(event.target.value)}
          error={fieldError('label')}
        />
        <DatePicker
          label={t('links.form.expires')}
          hint={link ? t('links.form.expiresEditHint') : t('links.form.expiresNewHint')}
          value={expires}
          minDate={new Date()}
          onChange={(date) => {
            setExpires(date);
            setExpiryChanged(true);
          }}
          labels={{
            openCalendar: t('links.form.dates.openCalendar'),
            clear: t('links.form.dates.clear'),
            previousMonth: t('links.form.dates.previousMonth'),
            nextMonth: t('links.form.dates.nextMonth'),
          }}
          error={fieldError('expires_at')}
        />
        <Switch
          label={t('links.form.password')}
          checked={usePassword}
          onCheckedChange={setUsePassword}
        />
        {usePassword ? (
          <PasswordField
            label={t('links.form.passwordField')}
            hint={link?.has_password ? t('links.form.passwordKeep') : undefined}
            showLabel={t('links.form.showPassword')}
            hideLabel={t('links.form.hidePassword')}
            value={password}
            maxLength={DRIVE_LINK_PASSWORD_MAX}
            autoComplete="new-password"
            required={!link?.has_password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError('password')}
          />
        ) : null}
        <Switch
          label={t('links.form.allowDownload')}
          hint={t('links.form.allowDownloadHint')}
          checked={allowDownload}
          onCheckedChange={setAllowDownload}
        />
        <Switch
          label={t('links.form.limit')}
          checked={limitDownloads}
          onCheckedChange={setLimitDownloads}
        />
        {limitDownloads ? (
          <TextField
            label={t('links.form.limitField')}
            type="number"
            inputMode="numeric"
            min={1}
            max={DRIVE_LINK_DOWNLOAD_LIMIT_MAX}
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
            error={
              fieldError('download_limit') ??
              (limitInvalid ? t('links.form.limitInvalid') : undefined)
            }
          />
        ) : null}
        {children}
        {failure && !shownInFields ? (
          <Alert tone="danger">{driveLinkErrorMessage(t, failure)}</Alert>
        ) : null}
        <Flex gap="3" justify="end" wrap="wrap">
          <Button type="button" variant="soft" onClick={onCancel}>
            {t('links.dialog.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={passwordRequired || limitInvalid}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
