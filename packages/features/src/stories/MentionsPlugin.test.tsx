import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { $getRoot, $getSelection, $isRangeSelection, type LexicalEditor } from 'lexical';
import { richTextMentions, richTextProblem, type RichTextDocument } from '@atrium/api';
import { createProjectsFake } from '../projects/testing/projectsFixtures.ts';
import { renderProjects } from '../projects/testing/renderProjects.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';
import type { MentionCandidate } from './useMentionSearch.ts';

const PEOPLE: MentionCandidate[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Nora Haddad',
    username: 'nora',
    member: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Omar Saleh',
    username: 'omar',
    member: false,
  },
];

async function setup() {
  const search = vi.fn(async (query: string) =>
    PEOPLE.filter((person) => person.name.toLowerCase().includes(query.toLowerCase())),
  );
  let latest: RichTextDocument | null = null;
  const { user } = renderProjects(
    await createProjectsFake(),
    <RichTextEditor
      label="Comment"
      placeholder="Write"
      initial={null}
      onChange={(document) => {
        latest = document;
      }}
      mentions={search}
    />,
  );
  return { user, search, document: () => latest };
}

/**
 * Types into the editor as Lexical would after `beforeinput` (jsdom has no such event): text at
 * the caret. Keys (arrows, Enter, Escape) go through real keydown events.
 */
async function typeText(element: HTMLElement, text: string) {
  const editor = (element as HTMLElement & { __lexicalEditor: LexicalEditor }).__lexicalEditor;
  await act(async () => {
    editor.update(() => {
      let selection = $getSelection();
      if (!$isRangeSelection(selection)) {
        $getRoot().selectEnd();
        selection = $getSelection();
      }
      if ($isRangeSelection(selection)) selection.insertText(text);
    });
    await Promise.resolve();
  });
}

describe('the @mention picker', () => {
  // jsdom measures no text: Lexical asks where the caret is to place the menu.
  beforeAll(() => {
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  });

  it('lists people as one types after @ and inserts the one picked with the keyboard', async () => {
    const { user, search, document } = await setup();
    const editor = screen.getByRole('textbox', { name: 'Comment' });
    await user.click(editor);
    await typeText(editor, 'Hi @');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    await typeText(editor, 'om');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('om'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option')).toHaveTextContent('not in this project');
    await act(async () => {
      await user.keyboard('{Enter}');
    });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(richTextMentions(document())).toEqual([PEOPLE[1]?.id]));
    // The contract accepts what the editor saves.
    expect(richTextProblem(document())).toBeNull();
    const chip = editor.querySelector('[data-mention]');
    expect(chip).toHaveTextContent('@Omar Saleh');
  });

  it('moves through the list with the arrow keys and closes on Escape', async () => {
    const { user } = await setup();
    const editor = screen.getByRole('textbox', { name: 'Comment' });
    await user.click(editor);
    await typeText(editor, '@');
    await waitFor(() =>
      expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true'),
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true'),
    );
    expect(editor).toHaveAttribute('aria-activedescendant', 'typeahead-item-1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('says when nobody matches', async () => {
    const { user } = await setup();
    const editor = screen.getByRole('textbox', { name: 'Comment' });
    await user.click(editor);
    await typeText(editor, '@zz');
    expect(await screen.findByText('No one found')).toBeInTheDocument();
  });
});
