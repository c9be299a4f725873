import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  LexicalTypeaheadMenuPlugin,
  MenuOption,
  useBasicTypeaheadTriggerMatch,
} from '@lexical/react/LexicalTypeaheadMenuPlugin';
import { $createTextNode, type TextNode } from 'lexical';
import type { MentionCandidate, MentionSearch } from './useMentionSearch.ts';
import { $createMentionNode } from './MentionNode.ts';

/** Wait this long after the last key before asking the server. */
const SEARCH_DELAY_MS = 150;

class MentionOption extends MenuOption {
  constructor(readonly person: MentionCandidate) {
    super(person.id);
  }
}

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; people: MentionCandidate[] }
  | { kind: 'failed' };

/**
 * `@` opens a list of people (the story's project members first, then the server's people
 * search). Arrow keys move, Enter or Tab picks, Escape closes: Lexical's typeahead menu does the
 * keys and points the editor's `aria-activedescendant` at the highlighted option.
 */
export function MentionsPlugin({ search }: { search: MentionSearch }) {
  const { t } = useTranslation('stories');
  const [editor] = useLexicalComposerContext();
  const [query, setQuery] = useState<string | null>(null);
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const asked = useRef(0);
  // Lexical's menu container is the listbox; it labels it in English when it attaches it.
  const container = useRef<HTMLElement | null>(null);
  const label = t('mentions.label');
  useEffect(() => {
    container.current?.setAttribute('aria-label', label);
  });
  // `@` alone lists people at once (minLength 0); a name may have spaces ("Nora Haddad").
  const trigger = useBasicTypeaheadTriggerMatch('@', { minLength: 0, allowWhitespace: true });

  const changeQuery = (next: string | null) => {
    setQuery(next);
    if (next === null) setState({ kind: 'idle' });
    else setState((previous) => (previous.kind === 'done' ? previous : { kind: 'searching' }));
  };

  useEffect(() => {
    if (query === null) return;
    const ask = ++asked.current;
    const timer = setTimeout(() => {
      search(query).then(
        (people) => {
          if (ask === asked.current) setState({ kind: 'done', people });
        },
        () => {
          if (ask === asked.current) setState({ kind: 'failed' });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, search]);

  const options = useMemo(
    () => (state.kind === 'done' ? state.people.map((person) => new MentionOption(person)) : []),
    [state],
  );

  const pick = (option: MentionOption, textNode: TextNode | null, closeMenu: () => void) => {
    editor.update(() => {
      const mention = $createMentionNode(option.person.id, option.person.name);
      if (textNode) textNode.replace(mention);
      // A space after the chip, so typing goes on outside it.
      const space = $createTextNode(' ');
      mention.insertAfter(space);
      space.select();
      closeMenu();
    });
  };

  const status =
    state.kind === 'failed'
      ? t('mentions.failed')
      : state.kind === 'done' && state.people.length === 0
        ? t('mentions.nobody')
        : state.kind === 'searching'
          ? t('mentions.searching')
          : null;

  return (
    <LexicalTypeaheadMenuPlugin<MentionOption>
      onQueryChange={changeQuery}
      onSelectOption={pick}
      triggerFn={trigger}
      options={options}
      menuRenderFn={(anchor, { selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) => {
        if (!anchor.current) return null;
        if (options.length === 0 && !status) return null;
        container.current = anchor.current;
        anchor.current.setAttribute('aria-label', label);
        return createPortal(
          <div
            dir="auto"
            style={{
              minInlineSize: '16rem',
              maxInlineSize: '22rem',
              background: 'var(--color-panel-solid)',
              border: '1px solid var(--gray-a6)',
              borderRadius: 'var(--radius-3)',
              boxShadow: 'var(--shadow-4)',
              padding: 'var(--space-1)',
              zIndex: 50,
            }}
          >
            <ul role="presentation" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {options.map((option, index) => (
                <li
                  key={option.key}
                  id={`typeahead-item-${index}`}
                  ref={option.setRefElement}
                  role="option"
                  aria-selected={selectedIndex === index}
                  tabIndex={-1}
                  onMouseEnter={() => setHighlightedIndex(index)}
                  onMouseDown={(event) => {
                    // Keep the editor's selection: the mention replaces the typed `@query`.
                    event.preventDefault();
                    selectOptionAndCleanUp(option);
                  }}
                  style={{
                    display: 'flex',
                    flexDirection: 'column',
                    padding: 'var(--space-1) var(--space-2)',
                    borderRadius: 'var(--radius-2)',
                    cursor: 'pointer',
                    background: selectedIndex === index ? 'var(--accent-a4)' : 'transparent',
                    color: 'var(--gray-12)',
                  }}
                >
                  <span dir="auto">{option.person.name}</span>
                  <span style={{ color: 'var(--gray-11)', fontSize: 'var(--font-size-1)' }}>
                    <bdi>@{option.person.username}</bdi>
                    {option.person.member ? null : <> · {t('mentions.notMember')}</>}
                  </span>
                </li>
              ))}
              {status ? (
                // Inside Lexical's listbox, so said as an option that cannot be picked. With nothing
                // listed, Lexical still points the editor at `typeahead-item-0`: this is it.
                <li
                  id={options.length === 0 ? 'typeahead-item-0' : undefined}
                  role="option"
                  aria-selected={false}
                  aria-disabled
                  style={{ padding: 'var(--space-1) var(--space-2)', color: 'var(--gray-11)' }}
                >
                  {status}
                </li>
              ) : null}
            </ul>
          </div>,
          anchor.current,
        );
      }}
    />
  );
}
