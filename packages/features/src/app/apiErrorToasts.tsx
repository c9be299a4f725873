import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError } from '@atrium/api';
import { useToast } from '@atrium/ui';
import { errorMessages, wasShownInPlace } from '../i18n/errorMessage.ts';
import { isMasterKeyRequired } from '../masterKey/masterKeyErrors.ts';
import type { ApiErrorFeed } from './apiErrorFeed.ts';

/**
 * Spec section 8's catalogue: which failures reach the person as a toast at all.
 * 504 is passed through silently; "Invalid Token" signs out instead; a missing master key opens
 * the master-password dialog instead; "No response received from server" is suppressed for /story.
 */
export function isToastWorthy(error: ApiError): boolean {
  if (error.isSilent || error.isInvalidToken || isMasterKeyRequired(error)) return false;
  if (error.kind === 'no-response' && error.url.includes('/story')) return false;
  return true;
}

/** Warning for 4xx, error otherwise (spec section 8). */
export function toastToneFor(error: ApiError): 'warning' | 'error' {
  return error.isClientError ? 'warning' : 'error';
}

export interface ApiErrorToastsProps {
  feed: ApiErrorFeed;
  /**
   * How long a page has to show the error in place (an error state, a field message) before it
   * is toasted instead. Long enough for SWR and react-hook-form to render the failure.
   */
  inPlaceGraceMs?: number;
}

/**
 * Shows each failed call exactly once: where the page renders it (form field, error state,
 * alert), or else as the catalogue's toasts — one per message. Mount once, under ToastProvider.
 */
export function ApiErrorToasts({ feed, inPlaceGraceMs = 150 }: ApiErrorToastsProps) {
  const { toast } = useToast();
  const { t } = useTranslation('common');
  // The current language's `t` without re-subscribing on every render.
  const latest = useRef({ toast, t });
  useEffect(() => {
    latest.current = { toast, t };
  });

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = feed.subscribe((error) => {
      if (!isToastWorthy(error)) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (wasShownInPlace(error)) return;
        const { toast: show, t: translate } = latest.current;
        const tone = toastToneFor(error);
        for (const message of errorMessages(translate, error, { inPlace: false })) {
          show({ title: message, tone });
        }
      }, inPlaceGraceMs);
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [feed, inPlaceGraceMs]);

  return null;
}
