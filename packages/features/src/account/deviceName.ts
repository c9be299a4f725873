import { parse } from 'bowser';

export interface DeviceParts {
  /** The browser's name, e.g. "Chrome", "Microsoft Edge"; absent when unknown. */
  browser?: string;
  /** The operating system's name, e.g. "Linux", "macOS", "Android"; absent when unknown. */
  os?: string;
}

/** What a session's user-agent string says in words people know (bowser's parser). */
export function deviceParts(userAgent: string): DeviceParts {
  // bowser refuses an empty string (it throws)
  if (userAgent.trim() === '') return {};
  const { browser, os } = parse(userAgent);
  return {
    ...(browser.name ? { browser: browser.name } : {}),
    ...(os.name ? { os: os.name } : {}),
  };
}
