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
});
