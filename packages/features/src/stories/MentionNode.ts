import {
  $applyNodeReplacement,
  TextNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type SerializedTextNode,
  type Spread,
} from 'lexical';

/** A mention as the API stores it: `type: 'mention'`, the person's id, and `@Name` as its text. */
export type SerializedMentionNode = Spread<
  { type: 'mention'; mentionUserId: string },
  SerializedTextNode
>;

/** How a mention looks in the editor: a chip (the view draws the same one, MentionChip). */
const CHIP_STYLE = [
  'background: var(--accent-a3)',
  'color: var(--accent-12)',
  'border-radius: var(--radius-2)',
  'padding: 0 0.25em',
  'unicode-bidi: isolate',
].join(';');

/**
 * A person named in a description or comment. One unit to the caret (`segmented`: backspace takes
 * it whole) and directionless, so an Arabic name inside an English line does not flip the line.
 * The server notifies the people a document's mention nodes name (richTextMentions).
 */
export class MentionNode extends TextNode {
  __mentionUserId: string;

  static override getType(): string {
    return 'mention';
  }

  static override clone(node: MentionNode): MentionNode {
    return new MentionNode(node.__mentionUserId, node.__text, node.__key);
  }

  static override importJSON(serialized: SerializedMentionNode): MentionNode {
    return $createMentionNode(serialized.mentionUserId, serialized.text).updateFromJSON(serialized);
  }

  // Pasted HTML never makes a mention: a mention is only made by picking a person.
  static override importDOM(): DOMConversionMap | null {
    return null;
  }

  constructor(mentionUserId: string, text: string, key?: NodeKey) {
    super(text, key);
    this.__mentionUserId = mentionUserId;
  }

  override exportJSON(): SerializedMentionNode {
    return { ...super.exportJSON(), type: 'mention', mentionUserId: this.__mentionUserId };
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    dom.setAttribute('style', CHIP_STYLE);
    dom.setAttribute('data-mention', this.__mentionUserId);
    dom.setAttribute('dir', 'auto');
    return dom;
  }

  override exportDOM(): DOMExportOutput {
    const element = document.createElement('span');
    element.textContent = this.__text;
    return { element };
  }

  override isTextEntity(): true {
    return true;
  }

  override canInsertTextBefore(): boolean {
    return false;
  }

  override canInsertTextAfter(): boolean {
    return false;
  }
}

/** A mention of a person, `@` and their name as its text. */
export function $createMentionNode(mentionUserId: string, text: string): MentionNode {
  const node = new MentionNode(mentionUserId, text.startsWith('@') ? text : `@${text}`);
  node.setMode('segmented').toggleDirectionless();
  return $applyNodeReplacement(node);
}

export function $isMentionNode(node: LexicalNode | null | undefined): node is MentionNode {
  return node instanceof MentionNode;
}
