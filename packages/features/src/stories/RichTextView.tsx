import type { ReactNode } from 'react';
import type { RichTextDocument, RichTextNode } from '@atrium/api';
import { Text } from '@atrium/ui';

/** Lexical's text format bits. */
const BOLD = 1;
const ITALIC = 2;
const STRIKE = 4;
const UNDERLINE = 8;
const CODE = 16;

const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/))/i;

/** A mention as a chip, as the editor draws it (MentionNode). */
const MENTION_CHIP = {
  background: 'var(--accent-a3)',
  color: 'var(--accent-12)',
  borderRadius: 'var(--radius-2)',
  padding: '0 0.25em',
  fontWeight: 500,
} as const;

/** `ltr`/`rtl` as Lexical saved it; otherwise the browser decides from the first strong letter. */
function dirOf(node: RichTextNode): 'ltr' | 'rtl' | 'auto' {
  return node.direction === 'ltr' || node.direction === 'rtl' ? node.direction : 'auto';
}

function textOf(node: RichTextNode, key: string): ReactNode {
  let content: ReactNode = node.text ?? '';
  const format = typeof node.format === 'number' ? node.format : 0;
  if (format & CODE) content = <code>{content}</code>;
  if (format & BOLD) content = <strong>{content}</strong>;
  if (format & ITALIC) content = <em>{content}</em>;
  if (format & UNDERLINE) content = <u>{content}</u>;
  if (format & STRIKE) content = <s>{content}</s>;
  return <span key={key}>{content}</span>;
}

function children(node: RichTextNode, key: string): ReactNode[] {
  return (node.children ?? []).map((child, index) => render(child, `${key}.${index}`));
}

function render(node: RichTextNode, key: string): ReactNode {
  switch (node.type) {
    case 'text':
    case 'code-highlight':
      return textOf(node, key);
    case 'linebreak':
      return <br key={key} />;
    case 'tab':
      return <span key={key}>{'\t'}</span>;
    case 'horizontalrule':
      return <hr key={key} />;
    case 'mention': {
      // The editor saves `@Name`; older documents may hold the name alone.
      const name = typeof node.text === 'string' ? node.text : '';
      return (
        <bdi
          key={key}
          data-mention={typeof node.mentionUserId === 'string' ? node.mentionUserId : undefined}
          style={MENTION_CHIP}
        >
          {name.startsWith('@') ? name : `@${name}`}
        </bdi>
      );
    }
    case 'paragraph':
      return (
        <p key={key} dir={dirOf(node)} style={{ margin: '0 0 0.5em' }}>
          {children(node, key)}
        </p>
      );
    case 'heading': {
      const Tag = node.tag === 'h2' ? 'h4' : 'h3';
      return (
        <Tag key={key} dir={dirOf(node)}>
          {children(node, key)}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote key={key} dir={dirOf(node)}>
          {children(node, key)}
        </blockquote>
      );
    case 'code':
      return (
        <pre key={key} dir="ltr">
          <code>{children(node, key)}</code>
        </pre>
      );
    case 'list': {
      const Tag = node.listType === 'number' ? 'ol' : 'ul';
      return (
        <Tag key={key} dir={dirOf(node)}>
          {children(node, key)}
        </Tag>
      );
    }
    case 'listitem':
      return (
        <li key={key} dir={dirOf(node)}>
          {children(node, key)}
        </li>
      );
    case 'link':
    case 'autolink': {
      const url = typeof node.url === 'string' && SAFE_URL.test(node.url) ? node.url : undefined;
      return url ? (
        <a key={key} href={url} rel="noopener noreferrer nofollow" target="_blank">
          {children(node, key)}
        </a>
      ) : (
        <span key={key}>{children(node, key)}</span>
      );
    }
    default:
      // A node type this viewer does not know: its text, never markup.
      return <span key={key}>{children(node, key)}</span>;
  }
}

export interface RichTextViewProps {
  document: RichTextDocument | null;
  /** Shown when there is no document (or it is empty). */
  empty?: ReactNode;
}

/**
 * A description or comment as React elements, from Lexical's JSON: never HTML. Each block keeps
 * its saved direction, or `dir="auto"`, so an Arabic paragraph reads right to left inside an
 * English story and the other way round.
 */
export function RichTextView({ document, empty }: RichTextViewProps) {
  const blocks = document?.root.children ?? [];
  const blank = blocks.every((block) => (block.children ?? []).length === 0);
  if (blank) {
    return empty ? <Text color="gray">{empty}</Text> : null;
  }
  return <div>{blocks.map((block, index) => render(block, String(index)))}</div>;
}
