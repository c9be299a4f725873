import { useSyncExternalStore } from 'react';
import type { ResolvedAppearance } from './uiOptions';

const query = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function getSnapshot(): ResolvedAppearance {
  if (typeof window === 'undefined' || !window.matchMedia) return 'light';
  return window.matchMedia(query).matches ? 'dark' : 'light';
}

/** The OS colour scheme, live. Only subscribes when asked (`enabled`), i.e. for appearance 'system'. */
export function useSystemAppearance(enabled: boolean): ResolvedAppearance {
  return useSyncExternalStore(
    enabled ? subscribe : noopSubscribe,
    enabled ? getSnapshot : lightSnapshot,
    lightSnapshot,
  );
}

const noopSubscribe = () => () => {};
const lightSnapshot = (): ResolvedAppearance => 'light';
