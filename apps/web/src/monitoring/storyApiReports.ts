import type { ApiError } from '@atrium/api';
import type { ApiErrorFeed } from '@atrium/features';
import { mentionsStoryEndpoint, STORY_API_CALL_MESSAGE } from './sentryFilter.ts';

/** The report of a failed story call: the path only (a search's text stays in the browser). */
export function storyApiReport(error: ApiError): string {
  const path = new URL(error.url, 'http://localhost').pathname;
  const answer = error.status === 0 ? 'no response' : `answered ${error.status}`;
  return `${STORY_API_CALL_MESSAGE}: ${path} ${answer}`;
}

/**
 * Spec section 7: the story calls are the ones the error-reporting service hears about. A story
 * call that failed on the way or on the server (no answer, 5xx, an answer off the contract) is
 * reported as "Story API Call: …"; a refusal the person is shown (400, 403, 404, 409) is not a
 * fault, and other areas' failures never leave (keepOnlyStoryEvents drops them anyway).
 * Returns the unsubscribe.
 */
export function reportStoryApiErrors(
  feed: ApiErrorFeed,
  captureMessage: (message: string) => void,
): () => void {
  return feed.subscribe((error) => {
    if (!mentionsStoryEndpoint(error.url)) return;
    if (error.status >= 400 && error.status < 500) return;
    captureMessage(storyApiReport(error));
  });
}
