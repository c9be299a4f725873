import {
  forwardRef,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type ReactNode,
} from 'react';
import { CircleAlert, CircleCheck, File as FileIcon, Upload, X } from 'lucide-react';
import { useIntlLocale } from '../../UiProvider/intlLocale';
import { Button } from '../Button/Button';
import { Field, type FieldBaseProps } from '../Field/Field';
import * as styles from './FileDrop.css';
import type { FileDropStatus } from './fileDropVariants';

/** One file in the list; the caller owns the list and drives each upload. */
export interface FileDropItem {
  /** Stable id, passed back to `onCancel`. */
  id: string;
  /** The file's name, shown in the list and used in its labels. */
  name: string;
  /** Bytes. */
  size: number;
  /** Upload progress, 0–100. */
  progress?: number;
  /** Defaults to `uploading` while progress < 100, else `done`; `error` when `error` is set. */
  status?: FileDropStatus;
  /** Why this file failed (shown under it and linked to its row). */
  error?: ReactNode;
}

export type FileDropRejectionReason = 'type' | 'size';

export interface FileDropRejection {
  /** The refused file. */
  file: File;
  /** `type` (not in `accept`) or `size` (over `maxSize`). */
  reason: FileDropRejectionReason;
}

export interface FileDropLabels {
  /** Text of the drop zone, e.g. "Drag files here or" / "اسحب الملفات إلى هنا أو". */
  drop: string;
  /** The file button, e.g. "Choose files" / "اختر ملفات". */
  browse: string;
  /** Name of a file's cancel button, e.g. (name) => `Cancel ${name}` / `إلغاء ${name}`. */
  cancel: (fileName: string) => string;
  /** Name of a file's progress bar, e.g. (name) => `Uploading ${name}` / `جارٍ رفع ${name}`. */
  progress: (fileName: string) => string;
  /** Announced politely after files are added, e.g. (n) => `${n} files added`. */
  added: (count: number) => string;
  /** Announced for files refused by `accept` or `maxSize`. */
  rejected: (fileName: string, reason: FileDropRejectionReason) => string;
  /** Name of the file list, e.g. "Files" / "الملفات". */
  list: string;
}

export interface FileDropProps extends FieldBaseProps {
  /** The files to show, each with its progress and error (the caller uploads them). */
  files: readonly FileDropItem[];
  /** Files dropped or chosen that pass `accept` and `maxSize`. */
  onFilesAdded: (files: File[]) => void;
  /** Files refused by `accept` or `maxSize`. */
  onFilesRejected?: (rejections: FileDropRejection[]) => void;
  /** The cancel (or remove) button of a file. */
  onCancel: (id: string) => void;
  /** As on <input type="file">: ".pdf,image/*". */
  accept?: string;
  /** Largest accepted file, in bytes. */
  maxSize?: number;
  /** Lets the user add several files at once (default true). */
  multiple?: boolean;
  /** Texts of the zone, the buttons, the progress bars and the announcements, translated by the app. */
  labels: FileDropLabels;
  [dataAttribute: `data-${string}`]: string | undefined;
}

function accepts(file: File, accept: string | undefined) {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) =>
      token.startsWith('.')
        ? name.endsWith(token)
        : token.endsWith('/*')
          ? type.startsWith(token.slice(0, -1))
          : type === token,
    );
}

function useFormatSize() {
  const locale = useIntlLocale();
  return (bytes: number) => {
    const [value, unit] =
      bytes >= 1_000_000
        ? [bytes / 1_000_000, 'megabyte']
        : bytes >= 1_000
          ? [bytes / 1_000, 'kilobyte']
          : [bytes, 'byte'];
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      maximumFractionDigits: 1,
    }).format(value);
  };
}

/**
 * Drop zone and file button with the list of files being uploaded: a progress bar, a cancel button and an
 * error per file. The caller uploads and reports progress through `files`; added and refused files are
 * announced politely. Sizes are formatted in the page's language and digits.
 */
export const FileDrop = forwardRef<HTMLButtonElement, FileDropProps>(function FileDrop(
  {
    label,
    hint,
    error,
    required,
    disabled,
    size = 2,
    id,
    className,
    style,
    files,
    onFilesAdded,
    onFilesRejected,
    onCancel,
    accept,
    maxSize,
    multiple = true,
    labels,
    ...rest
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const formatSize = useFormatSize();
  const listId = useId();

  const take = (list: FileList | null) => {
    if (!list || disabled) return;
    const incoming = multiple ? Array.from(list) : Array.from(list).slice(0, 1);
    const added: File[] = [];
    const rejected: FileDropRejection[] = [];
    for (const file of incoming) {
      if (!accepts(file, accept)) rejected.push({ file, reason: 'type' });
      else if (maxSize !== undefined && file.size > maxSize)
        rejected.push({ file, reason: 'size' });
      else added.push(file);
    }
    if (added.length > 0) onFilesAdded(added);
    if (rejected.length > 0) onFilesRejected?.(rejected);
    setAnnouncement(
      [
        added.length > 0 ? labels.added(added.length) : '',
        ...rejected.map(({ file, reason }) => labels.rejected(file.name, reason)),
      ]
        .filter(Boolean)
        .join(' '),
    );
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files);
    // The same file can be chosen again after it was cancelled.
    event.target.value = '';
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      size={size}
      id={id}
      className={className}
      style={style}
      labelAs="span"
      {...rest}
    >
      {({
        id: controlId,
        disabled: _disabled,
        'aria-invalid': _invalid,
        'aria-required': _required,
        ...control
      }) => (
        <div>
          <div
            role="group"
            id={controlId}
            className={styles.zone}
            data-dragging={dragging || undefined}
            data-disabled={disabled || undefined}
            onDragEnter={onDragOver}
            onDragOver={onDragOver}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            {...control}
          >
            <span className={styles.icon} aria-hidden="true">
              <Upload size={24} />
            </span>
            <span>{labels.drop}</span>
            <Button
              ref={ref}
              type="button"
              variant="soft"
              size={size}
              disabled={disabled}
              onClick={() => inputRef.current?.click()}
            >
              {labels.browse}
            </Button>
            <input
              ref={inputRef}
              type="file"
              className={styles.hiddenInput}
              tabIndex={-1}
              aria-hidden="true"
              accept={accept}
              multiple={multiple}
              disabled={disabled}
              required={required && files.length === 0}
              onChange={onInputChange}
            />
          </div>
          <div role="status" aria-live="polite" className={styles.hiddenInput}>
            {announcement}
          </div>
          {files.length > 0 ? (
            <ul className={styles.list} aria-label={labels.list} id={listId}>
              {files.map((file) => {
                const status: FileDropStatus =
                  file.status ??
                  (file.error ? 'error' : (file.progress ?? 0) >= 100 ? 'done' : 'uploading');
                const progress = Math.min(100, Math.max(0, file.progress ?? 0));
                const errorId = `${listId}-${file.id}-error`;
                return (
                  <li
                    key={file.id}
                    className={styles.item}
                    data-status={status}
                    aria-describedby={file.error ? errorId : undefined}
                  >
                    <span className={styles.fileIcon} aria-hidden="true">
                      {status === 'error' ? (
                        <CircleAlert size={18} />
                      ) : status === 'done' ? (
                        <CircleCheck size={18} />
                      ) : (
                        <FileIcon size={18} />
                      )}
                    </span>
                    <span className={styles.meta}>
                      <span className={styles.fileName} dir="auto">
                        {file.name}
                      </span>
                      <span className={styles.fileSize}>{formatSize(file.size)}</span>
                    </span>
                    <button
                      type="button"
                      className={styles.cancel}
                      aria-label={labels.cancel(file.name)}
                      onClick={() => onCancel(file.id)}
                    >
                      <X size={16} aria-hidden="true" />
                    </button>
                    {status === 'error' ? null : (
                      <div
                        role="progressbar"
                        aria-label={labels.progress(file.name)}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={progress}
                        className={styles.progress}
                      >
                        <div
                          className={styles.progressBar}
                          style={{ inlineSize: `${progress}%` }}
                        />
                      </div>
                    )}
                    {file.error ? (
                      <p id={errorId} className={styles.fileError}>
                        {file.error}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      )}
    </Field>
  );
});
FileDrop.displayName = 'FileDrop';
