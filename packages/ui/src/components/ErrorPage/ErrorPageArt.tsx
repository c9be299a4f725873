import type { ReactElement } from 'react';
import type { ErrorPageVariant } from './errorPageVariants';
import * as styles from './ErrorPage.css';

/** A page looked for and not found: a sheet under a magnifying glass with a question mark. */
function NotFoundArt() {
  return (
    <>
      <circle className={styles.artBackdrop} cx="120" cy="92" r="80" />
      <path
        className={styles.artSurface}
        d="M70 36h62l24 24v88a6 6 0 0 1-6 6H70a6 6 0 0 1-6-6V42a6 6 0 0 1 6-6Z"
      />
      <path className={styles.artLine} d="M132 36v24h24M80 74h44M80 90h56M80 106h36M80 122h48" />
      <circle className={styles.artSurface} cx="150" cy="112" r="26" />
      <path className={styles.artAccentStroke} d="m169 131 22 22" />
      <circle className={styles.artAccentStroke} cx="150" cy="112" r="26" />
      <path className={styles.artAccentStroke} d="M142 104a8 8 0 1 1 11 7.4c-2 .8-3 2.4-3 4.6v2" />
      <circle className={styles.artAccent} cx="150" cy="126" r="2.6" />
    </>
  );
}

/** A door closed to this account: a padlock in front of a shield. */
function NotAuthorizedArt() {
  return (
    <>
      <circle className={styles.artBackdrop} cx="120" cy="92" r="80" />
      <path
        className={styles.artSurface}
        d="M120 24 170 42v42c0 34-22 58-50 70-28-12-50-36-50-70V42Z"
      />
      <path className={styles.artAccentStroke} d="M102 92V78a18 18 0 0 1 36 0v14" />
      <rect className={styles.artAccent} x="92" y="90" width="56" height="44" rx="8" />
      <path className={styles.artOnAccent} d="M120 106v12" />
    </>
  );
}

/** Something broke on our side: two server units, one with a warning sign. */
function ServerErrorArt() {
  return (
    <>
      <circle className={styles.artBackdrop} cx="120" cy="92" r="80" />
      <rect className={styles.artSurface} x="62" y="44" width="116" height="40" rx="8" />
      <rect className={styles.artSurface} x="62" y="96" width="116" height="40" rx="8" />
      <path className={styles.artLine} d="M78 64h40M78 116h40M62 150h116" />
      <circle className={styles.artAccent} cx="158" cy="64" r="5" />
      <path className={styles.artAccent} d="M160 94 190 146h-60Z" />
      <path className={styles.artOnAccent} d="M160 112v14M160 136v1" />
    </>
  );
}

const arts = {
  notFound: NotFoundArt,
  notAuthorized: NotAuthorizedArt,
  serverError: ServerErrorArt,
} satisfies Record<ErrorPageVariant, () => ReactElement>;

/** The inline illustration of one error page: decorative, drawn in theme colours (no image files). */
export function ErrorPageArt({ variant }: { variant: ErrorPageVariant }) {
  const Art = arts[variant];
  return (
    <svg
      className={styles.art}
      viewBox="0 0 240 180"
      width="240"
      height="180"
      aria-hidden="true"
      focusable="false"
      data-art={variant}
    >
      <Art />
    </svg>
  );
}
