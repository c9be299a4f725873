import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNonBlockingAnswer, type Answer } from './useNonBlockingAnswer.ts';

function Probe({
  answer,
  seen,
}: {
  answer: Answer<string | undefined, Error | undefined>;
  seen: string[];
}) {
  const shown = useNonBlockingAnswer(answer);
  seen.push(
    `${shown.isLoading ? 'loading' : 'ready'}:${shown.data ?? '-'}:${shown.error?.message ?? '-'}`,
  );
  return null;
}

describe('useNonBlockingAnswer', () => {
  it('shows the first answer at once', () => {
    const seen: string[] = [];
    render(<Probe answer={{ data: 'cached', error: undefined, isLoading: false }} seen={seen} />);
    expect(seen).toEqual(['ready:cached:-']);
  });

  it('renders an arriving answer in a second, deferred render, all values together', () => {
    const seen: string[] = [];
    const { rerender } = render(
      <Probe answer={{ data: undefined, error: undefined, isLoading: true }} seen={seen} />,
    );
    rerender(<Probe answer={{ data: 'fresh', error: undefined, isLoading: false }} seen={seen} />);
    // The urgent render keeps the previous answer; the transition brings the whole new one.
    expect(seen).toEqual(['loading:-:-', 'loading:-:-', 'ready:fresh:-']);
  });

  it('defers a failure the same way', () => {
    const seen: string[] = [];
    const { rerender } = render(
      <Probe answer={{ data: 'old', error: undefined, isLoading: false }} seen={seen} />,
    );
    rerender(
      <Probe answer={{ data: 'old', error: new Error('down'), isLoading: false }} seen={seen} />,
    );
    expect(seen.at(-2)).toBe('ready:old:-');
    expect(seen.at(-1)).toBe('ready:old:down');
  });
});
