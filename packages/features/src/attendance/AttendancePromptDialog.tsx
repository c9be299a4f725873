import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '@atrium/ui';
import { AttendanceDialog } from '@atrium/ui/overlays';
import { formatNumber } from '../i18n/languages.ts';

import type { AttendancePromptProps } from './AttendancePrompt.tsx';

// The dialog itself, with the dialog stack (focus trap, scroll lock, Radix Themes' portal theme):
// AttendancePrompt.tsx loads it, so the signed-in shell's first JavaScript does without it.

/**
 * The persistent "Confirm attendance" dialog with a 5-minute countdown (spec sections 4 and 9).
 * The countdown starts when the prompt arrives, so a skewed device clock cannot cut it short.
 */
export function AttendancePromptDialog({ prompt, now }: AttendancePromptProps) {
  const { t } = useTranslation('attendance');
  const locale = useIntlLocale();
  const { event, continueSession, endSession } = prompt;
  // m:ss with the interface's digits (Arabic-Indic in Arabic, whatever the browser's default).
  const formatRemaining = (ms: number) => {
    const total = Math.ceil(ms / 1000);
    const seconds = formatNumber(total % 60, locale, { minimumIntegerDigits: 2 });
    return `${formatNumber(Math.floor(total / 60), locale)}:${seconds}`;
  };
  return (
    <AttendanceDialog
      open={event !== null}
      title={t('prompt.title')}
      message={event?.message ?? ''}
      continueLabel={t('prompt.continue')}
      endLabel={t('prompt.end')}
      countdownLabel={t('prompt.countdown')}
      onContinue={() => void continueSession()}
      onEnd={() => void endSession()}
      onTimeout={() => void endSession()}
      formatRemaining={formatRemaining}
      {...(now ? { now } : {})}
    />
  );
}
