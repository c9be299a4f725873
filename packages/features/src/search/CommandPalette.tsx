import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { Box, Dialog, Flex, Text, VisuallyHidden } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { useAppAbility } from '../app/AbilityProvider.tsx';
import { useSession } from '../app/SessionProvider.tsx';
import { LANGUAGES, currentLanguage } from '../i18n/languages.ts';
import {
  searchRegistry,
  type SearchContext,
  type SearchResult,
  type SearchSource,
} from './searchSources.ts';

/** Typing pause before the sources are asked (the API ones go to the server). */
export const SEARCH_DEBOUNCE_MS = 150;

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Goes to a result's path (the app's router). */
  onNavigate: (path: string) => void;
  /** What to search; the app's registry by default. */
  sources?: readonly SearchSource[];
}

interface Group {
  source: SearchSource;
  status: 'loading' | 'done' | 'error';
  results: SearchResult[];
}

const NO_GROUPS: Group[] = [];

/**
 * The global search (Ctrl+K / ⌘K, or the navbar's button): people, teams and pages by name, in
 * both languages, from a registry of sources that later areas extend. The WAI-ARIA combobox
 * pattern: focus stays in the input, the arrow keys move the active option of the listbox
 * (aria-activedescendant), Enter opens it, Escape closes the dialog.
 */
export function CommandPalette({ open, onOpenChange, onNavigate, sources }: CommandPaletteProps) {
  const { t, i18n } = useTranslation('search');
  const api = useApi();
  const ability = useAppAbility();
  const { user } = useSession();
  const [query, setQuery] = useState('');
  const [answered, setGroups] = useState<Group[]>([]);
  const [active, setActive] = useState(0);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const hintId = `${baseId}-hint`;

  const language = currentLanguage(i18n);
  const otherLanguage = LANGUAGES.find((entry) => entry !== language);

  const context = useMemo(() => {
    const other =
      otherLanguage && i18n.hasResourceBundle(otherLanguage, 'layout')
        ? i18n.getFixedT(otherLanguage, 'layout')
        : undefined;
    return {
      api,
      can: (subject) => ability.can('manage', subject),
      superAdmin: user?.role === 'super_admin',
      layout: i18n.getFixedT(language, 'layout'),
      otherLayout: other,
    } satisfies Omit<SearchContext, 'signal'>;
  }, [api, ability, user?.role, i18n, language, otherLanguage]);

  // Every source searches the query once typing pauses; each group fills in as it answers.
  const trimmed = query.trim();
  // An empty query (or a closed palette) shows nothing, whatever an earlier query answered.
  const groups = open && trimmed ? answered : NO_GROUPS;
  useEffect(() => {
    if (!open || !trimmed) return undefined;
    const controller = new AbortController();
    const full: SearchContext = { ...context, signal: controller.signal };
    const usable = (sources ?? searchRegistry.list()).filter(
      (source) => source.available?.(full) ?? true,
    );
    const timer = setTimeout(() => {
      setGroups(usable.map((source) => ({ source, status: 'loading', results: [] })));
      for (const source of usable) {
        const settle = (patch: Partial<Group>) => {
          if (controller.signal.aborted) return;
          setGroups((current) =>
            current.map((group) => (group.source === source ? { ...group, ...patch } : group)),
          );
        };
        source.search(trimmed, full).then(
          (results) => settle({ status: 'done', results }),
          () => settle({ status: 'error', results: [] }),
        );
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, trimmed, context, sources]);

  const options = useMemo(
    () =>
      groups.flatMap((group) =>
        group.results.map((result) => ({
          key: `${group.source.id}:${result.id}`,
          result,
        })),
      ),
    [groups],
  );
  // A new set of results starts again at the first one.
  const [seenOptions, setSeenOptions] = useState(options);
  if (seenOptions !== options) {
    setSeenOptions(options);
    setActive(0);
  }
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const activeIndex = options.length > 0 ? Math.min(active, options.length - 1) : -1;

  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current
      ?.querySelector(`[id="${CSS.escape(optionId(activeIndex))}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends only on baseId
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const close = () => {
    onOpenChange(false);
    setQuery('');
    setGroups([]);
  };
  const choose = (result: SearchResult) => {
    close();
    onNavigate(result.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: activeIndex >= last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex <= 0 ? last : activeIndex - 1,
      PageDown: last,
      PageUp: 0,
    };
    const move = moves[event.key];
    const chosen = options[activeIndex];
    if (move !== undefined) {
      event.preventDefault();
      setActive(move);
    } else if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      choose(chosen.result);
    }
  };

  const loading = groups.some((group) => group.status === 'loading');
  const status = !trimmed
    ? t('typeToSearch')
    : loading && options.length === 0
      ? t('searching')
      : options.length === 0 && groups.length > 0
        ? t('noResults', { query: trimmed })
        : options.length > 0
          ? t('count', { count: options.length })
          : '';

  // Each group's first option index: options are numbered across groups for the listbox.
  const firstIndexOf = new Map<Group, number>();
  groups.reduce((next, group) => {
    firstIndexOf.set(group, next);
    return group.status === 'error' ? next : next + group.results.length;
  }, 0);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Content size={3} aria-describedby={hintId} style={{ alignSelf: 'start' }}>
        <VisuallyHidden>
          <Dialog.Title>{t('dialogTitle')}</Dialog.Title>
        </VisuallyHidden>
        <VisuallyHidden id={hintId}>{t('hint')}</VisuallyHidden>
        <Flex
          align="center"
          gap="2"
          px="3"
          style={{
            border: '1px solid var(--gray-a7)',
            borderRadius: 'var(--radius-3)',
            minBlockSize: 44,
          }}
        >
          <Search size={18} aria-hidden="true" />
          <input
            type="text"
            role="combobox"
            aria-label={t('inputLabel')}
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            style={{
              flex: 1,
              minBlockSize: 42,
              border: 0,
              outline: 'none',
              background: 'transparent',
              color: 'var(--gray-12)',
              font: 'inherit',
              fontSize: 'var(--font-size-3)',
            }}
          />
        </Flex>
        <Box role="status" aria-live="polite" pt="3" px="1">
          <Text size="2" color="gray">
            {status}
          </Text>
        </Box>
        <div
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label={t('results')}
          style={{ maxBlockSize: 'min(60vh, 28rem)', overflowY: 'auto', marginBlockStart: 8 }}
        >
          {groups.map((group) => {
            if (group.status === 'error') {
              return (
                <Text as="p" key={group.source.id} size="2" color="red" mt="2">
                  {t('sourceFailed', { source: group.source.label(t) })}
                </Text>
              );
            }
            if (group.results.length === 0) return null;
            const headingId = `${baseId}-group-${group.source.id}`;
            return (
              <div key={group.source.id} role="group" aria-labelledby={headingId}>
                <Text
                  as="div"
                  id={headingId}
                  size="1"
                  weight="medium"
                  color="gray"
                  mt="3"
                  mb="1"
                  style={{ paddingInlineStart: 8 }}
                >
                  {group.source.label(t)}
                </Text>
                {group.results.map((result, position) => {
                  const mine = (firstIndexOf.get(group) ?? 0) + position;
                  const selected = mine === activeIndex;
                  return (
                    // The combobox pattern: focus stays in the input, whose arrow keys and Enter
                    // drive these options through aria-activedescendant; the click is for a pointer.
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                    <div
                      key={result.id}
                      id={optionId(mine)}
                      role="option"
                      aria-selected={selected}
                      data-active={selected || undefined}
                      onPointerMove={() => setActive(mine)}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(result)}
                      style={{
                        cursor: 'pointer',
                        borderRadius: 'var(--radius-2)',
                        paddingBlock: 8,
                        paddingInline: 8,
                        background: selected ? 'var(--accent-a4)' : undefined,
                        textAlign: 'start',
                      }}
                    >
                      <Text as="div" size="2" weight="medium">
                        {result.title}
                      </Text>
                      {result.subtitle ? (
                        <Text as="div" size="1" color="gray" dir="auto">
                          {result.subtitle}
                        </Text>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
