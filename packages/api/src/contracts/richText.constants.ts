// Plain values and functions only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import {
  RICH_TEXT_MAX_BYTES,
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_MAX_NODES,
  RICH_TEXT_NODE_TYPES,
} from './story.constants.ts';

/**
 * A rich text: Lexical's serialized editor state (`editor.getEditorState().toJSON()`), stored as
 * JSON and rendered by the editor's own nodes, never as HTML. `root` holds element nodes
 * (paragraph, heading, quote, list, listitem, link, code) that hold text, line breaks, tabs and
 * mentions. Each element carries its `direction` (`ltr`, `rtl` or null), so an Arabic paragraph
 * reads right to left inside an English story.
 */
export interface RichTextNode {
  type: string;
  version: number;
  children?: RichTextNode[];
  text?: string;
  [key: string]: unknown;
}
export interface RichTextDocument {
  root: RichTextNode & { type: 'root'; children: RichTextNode[] };
}

const LEAF_TYPES = new Set([
  'text',
  'linebreak',
  'tab',
  'horizontalrule',
  'mention',
  'code-highlight',
]);
const KNOWN_TYPES = new Set<string>(RICH_TEXT_NODE_TYPES);
/** Link targets a story may carry (no `javascript:` or `data:`). */
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/))/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STRING_PROP_MAX = 10_000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * What is wrong with a value as a rich text document (the first problem), or null when it is one.
 * Structural only: allowed node types, children on elements and none on leaves, text on text
 * nodes, safe link targets, a user id on mentions, plain JSON values, and the size limits.
 */
export function richTextProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'Must be a rich text document';
  }
  let serialized: string;
  try {
    serialized = JSON.stringify(value);
  } catch {
    return 'Must be a rich text document';
  }
  if (new TextEncoder().encode(serialized).length > RICH_TEXT_MAX_BYTES) {
    return `Must be at most ${RICH_TEXT_MAX_BYTES} bytes`;
  }
  const root = (value as { root?: unknown }).root;
  if (typeof root !== 'object' || root === null || (root as RichTextNode).type !== 'root') {
    return 'Must have a root node';
  }
  let nodes = 0;
  const walk = (node: unknown, depth: number): string | null => {
    if (depth > RICH_TEXT_MAX_DEPTH) return `Must nest at most ${RICH_TEXT_MAX_DEPTH} levels`;
    nodes += 1;
    if (nodes > RICH_TEXT_MAX_NODES) return `Must hold at most ${RICH_TEXT_MAX_NODES} nodes`;
    if (typeof node !== 'object' || node === null || Array.isArray(node)) {
      return 'Every node must be an object';
    }
    const record = node as Record<string, unknown>;
    const type = record.type;
    if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) return 'Unknown node type';
    if (type === 'root' && depth > 0) return 'Only the top node may be the root';
    if (record.version !== undefined && typeof record.version !== 'number') {
      return 'A node version must be a number';
    }
    for (const [key, prop] of Object.entries(record)) {
      if (FORBIDDEN_KEYS.has(key)) return 'Unexpected node property';
      if (key === 'children') continue;
      if (typeof prop === 'string' && prop.length > STRING_PROP_MAX) return 'A text is too long';
      if (typeof prop === 'object' && prop !== null) return 'Unexpected node property';
    }
    if (type === 'text' || type === 'code-highlight') {
      if (typeof record.text !== 'string') return 'A text node must have text';
    }
    if (type === 'link' || type === 'autolink') {
      if (typeof record.url !== 'string' || !SAFE_URL.test(record.url.trim())) {
        return 'Links must be http, https or mailto addresses';
      }
    }
    if (type === 'mention') {
      if (typeof record.mentionUserId !== 'string' || !UUID.test(record.mentionUserId)) {
        return 'A mention must name a person';
      }
    }
    if (
      record.direction !== undefined &&
      ![null, 'ltr', 'rtl'].includes(record.direction as never)
    ) {
      return 'A direction must be ltr, rtl or null';
    }
    if (LEAF_TYPES.has(type)) {
      return record.children === undefined ? null : 'This node cannot hold other nodes';
    }
    if (!Array.isArray(record.children)) return 'An element node must have children';
    for (const child of record.children) {
      const problem = walk(child, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return walk(root, 0);
}

function visit(node: RichTextNode, each: (node: RichTextNode) => void): void {
  each(node);
  for (const child of node.children ?? []) visit(child, each);
}

/** The text of a document (paragraphs on lines), for search, notifications and previews. */
export function richTextPlain(document: RichTextDocument | null | undefined): string {
  if (!document) return '';
  const blocks: string[] = [];
  const text = (node: RichTextNode): string => {
    if (node.type === 'text' || node.type === 'code-highlight') return node.text ?? '';
    if (node.type === 'mention') return typeof node.text === 'string' ? node.text : '';
    if (node.type === 'linebreak') return '\n';
    if (node.type === 'tab') return '\t';
    return (node.children ?? []).map(text).join('');
  };
  for (const block of document.root.children) {
    if (block.type === 'list') {
      for (const item of block.children ?? []) blocks.push(text(item));
    } else {
      blocks.push(text(block));
    }
  }
  return blocks.join('\n').trim();
}

/** The people a document mentions (distinct, in order). */
export function richTextMentions(document: RichTextDocument | null | undefined): string[] {
  if (!document) return [];
  const ids = new Set<string>();
  visit(document.root, (node) => {
    if (node.type === 'mention' && typeof node.mentionUserId === 'string') {
      ids.add(node.mentionUserId.toLowerCase());
    }
  });
  return [...ids];
}

/** A document of plain paragraphs (tests, fakes, and text written to a story by the server). */
export function richTextFromPlain(text: string): RichTextDocument {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: text.split('\n').map((line) => ({
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: line
          ? [
              {
                type: 'text',
                version: 1,
                text: line,
                format: 0,
                detail: 0,
                mode: 'normal',
                style: '',
              },
            ]
          : [],
      })),
    },
  };
}
