import { useMemo } from 'react';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import type { EditorState } from 'lexical';
import type { RichTextDocument } from '@atrium/api';
import { Text } from '@atrium/ui';
import { MentionNode } from './MentionNode.ts';
import { MentionsPlugin } from './MentionsPlugin.tsx';
import type { MentionSearch } from './useMentionSearch.ts';

/** Lexical's nodes the editor makes: all of them are in the contract's RICH_TEXT_NODE_TYPES. */
const NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode, MentionNode];

/** Links the contract accepts (no `javascript:` or `data:`). */
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/))/i;

export interface RichTextEditorProps {
  /** The field's name for screen readers ("Description", "Comment"). */
  label: string;
  /** The document to start from (null: empty). Changing it does not reset the editor: key it. */
  initial: RichTextDocument | null;
  onChange: (document: RichTextDocument) => void;
  placeholder: string;
  /** Minimum height of the editing area, CSS length. */
  minBlockSize?: string;
  /** Who `@` offers (useMentionSearch); without it typing `@` is just text. */
  mentions?: MentionSearch;
}

/**
 * Lexical, editing the JSON document the API stores (descriptions, comments). Paragraphs take
 * `dir="auto"`, so Arabic typed into an English story runs right to left and the other way;
 * Lexical records each block's direction in the document.
 */
export function RichTextEditor({
  label,
  initial,
  onChange,
  placeholder,
  minBlockSize = '6rem',
  mentions,
}: RichTextEditorProps) {
  const initialConfig = useMemo(
    () => ({
      namespace: 'atrium-story',
      nodes: NODES,
      onError: (error: Error) => {
        throw error;
      },
      theme: { paragraph: 'atrium-rich-paragraph' },
      ...(initial && initial.root.children.length > 0
        ? { editorState: JSON.stringify(initial) }
        : {}),
    }),
    // The editor owns its state after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const changed = (state: EditorState) => onChange(state.toJSON() as unknown as RichTextDocument);

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div
        style={{
          position: 'relative',
          border: '1px solid var(--gray-a7)',
          borderRadius: 'var(--radius-2)',
          padding: 'var(--space-2) var(--space-3)',
        }}
      >
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              aria-label={label}
              dir="auto"
              style={{ minBlockSize, outline: 'none' }}
              aria-placeholder={placeholder}
              placeholder={
                <Text
                  color="gray"
                  style={{
                    position: 'absolute',
                    insetBlockStart: 'var(--space-2)',
                    insetInlineStart: 'var(--space-3)',
                    pointerEvents: 'none',
                  }}
                >
                  {placeholder}
                </Text>
              }
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={(url) => SAFE_URL.test(url)} />
      {mentions ? <MentionsPlugin search={mentions} /> : null}
      <OnChangePlugin ignoreSelectionChange onChange={changed} />
    </LexicalComposer>
  );
}
