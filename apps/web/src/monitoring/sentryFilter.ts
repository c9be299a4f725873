import type { ErrorEvent } from '@sentry/react';

/** The message the story area attaches to the reports it wants (spec section 7). */
export const STORY_API_CALL_MESSAGE = 'Story API Call';

/** The story task endpoints (`/story`, `task/story/...`). */
const STORY_ENDPOINT = /(^|\/)(task\/)?story(\/|\?|$)/;

/** Whether a URL is one of the story task endpoints (`…/story…`, `…/task/story/…`). */
export function mentionsStoryEndpoint(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return STORY_ENDPOINT.test(new URL(url, 'http://localhost').pathname);
  } catch {
    return false;
  }
}

/**
 * Spec section 7: a report goes to the error-reporting service only when it concerns the story
 * task endpoint or carries the message "Story API Call"; every other event is dropped, so staff
 * activity elsewhere never leaves the organisation.
 */
export function keepOnlyStoryEvents(event: ErrorEvent): ErrorEvent | null {
  const messages = [event.message, ...(event.exception?.values ?? []).map((value) => value.value)];
  if (messages.some((message) => message?.includes(STORY_API_CALL_MESSAGE))) return event;
  const urls = [
    event.request?.url,
    typeof event.contexts?.['api']?.['url'] === 'string' ? event.contexts['api']['url'] : undefined,
    typeof event.tags?.['api.url'] === 'string' ? event.tags['api.url'] : undefined,
  ];
  if (urls.some(mentionsStoryEndpoint)) return event;
  return null;
}
