import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richTextFromPlain, type RichTextDocument } from '@atrium/api';
import { RichTextView } from './RichTextView.tsx';

describe('RichTextView', () => {
  it('renders paragraphs with their own direction and never raw HTML', () => {
    const document = richTextFromPlain('Hello <b>there</b>\nمرحبا بكم');
    const { container } = render(<RichTextView document={document} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Hello <b>there</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });

  it('keeps a saved right-to-left direction and drops unsafe links', () => {
    const document: RichTextDocument = {
      root: {
        type: 'root',
        version: 1,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: 'rtl',
            children: [
              {
                type: 'link',
                version: 1,
                url: 'javascript:alert(1)',
                children: [{ type: 'text', version: 1, text: 'رابط', format: 1 }],
              },
            ],
          },
        ],
      },
    };
    const { container } = render(<RichTextView document={document} />);
    expect(container.querySelector('p')).toHaveAttribute('dir', 'rtl');
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('strong')).toHaveTextContent('رابط');
  });

  it('says so when there is nothing', () => {
    render(<RichTextView document={null} empty="No description" />);
    expect(screen.getByText('No description')).toBeInTheDocument();
  });

  it('shows a mention as a chip with one @, whatever the name’s script', () => {
    const document = richTextFromPlain('Ask ');
    document.root.children[0]?.children?.push(
      {
        type: 'mention',
        version: 1,
        mentionUserId: '11111111-1111-4111-8111-111111111111',
        text: '@نورة حداد',
      },
      {
        type: 'mention',
        version: 1,
        mentionUserId: '22222222-2222-4222-8222-222222222222',
        text: 'Omar',
      },
    );
    const { container } = render(<RichTextView document={document} />);
    const chips = container.querySelectorAll('[data-mention]');
    expect(chips).toHaveLength(2);
    expect(chips[0]).toHaveTextContent(/^@نورة حداد$/);
    expect(chips[0]?.tagName).toBe('BDI');
    expect(chips[1]).toHaveTextContent(/^@Omar$/);
  });
});
