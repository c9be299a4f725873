import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEventCallback } from './useEventCallback.ts';

function Probe({ label, seen }: { label: string; seen: Array<() => string> }) {
  const read = useEventCallback(() => label);
  seen.push(read);
  return null;
}

describe('useEventCallback', () => {
  it('keeps one function across renders that calls the latest callback', () => {
    const seen: Array<() => string> = [];
    const { rerender } = render(<Probe label="first" seen={seen} />);
    expect(seen[0]?.()).toBe('first');
    rerender(<Probe label="second" seen={seen} />);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[0]?.()).toBe('second');
  });

  it('passes the arguments through and returns the result', () => {
    const seen: Array<(a: number, b: number) => number> = [];
    function Adder({ offset }: { offset: number }) {
      seen.push(useEventCallback((a: number, b: number) => a + b + offset));
      return null;
    }
    const { rerender } = render(<Adder offset={0} />);
    expect(seen[0]?.(1, 2)).toBe(3);
    rerender(<Adder offset={10} />);
    expect(seen[0]?.(1, 2)).toBe(13);
  });
});
