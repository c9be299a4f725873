import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWhenIdle, useLazyPart, type LazyPartDemand } from './lazyWhenIdle';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Part {
  label: string;
}

function Probe({
  part,
  demand,
}: {
  part: ReturnType<typeof lazyWhenIdle<Part>>;
  demand: LazyPartDemand;
}) {
  const module = useLazyPart(part, demand);
  return <p>{module ? module.label : 'placeholder'}</p>;
}

describe('useLazyPart', () => {
  it('renders the placeholder, loads on demand "now" and renders the part when it arrives', async () => {
    const download = deferred<Part>();
    const importer = vi.fn(() => download.promise);
    const part = lazyWhenIdle(importer);
    render(<Probe part={part} demand="now" />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => download.resolve({ label: 'real part' }));
    expect(await screen.findByText('real part')).toBeInTheDocument();
  });

  it('loads nothing on demand "never"; a load started elsewhere still shows in every user', async () => {
    const importer = vi.fn(async () => ({ label: 'loaded elsewhere' }));
    const part = lazyWhenIdle(importer);
    render(
      <>
        <Probe part={part} demand="never" />
        <Probe part={part} demand="never" />
      </>,
    );
    expect(importer).not.toHaveBeenCalled();
    await act(async () => {
      await part.load();
    });
    expect(await screen.findAllByText('loaded elsewhere')).toHaveLength(2);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('on demand "idle" waits for the idle callback', async () => {
    vi.useFakeTimers();
    try {
      const importer = vi.fn(async () => ({ label: 'prefetched' }));
      const part = lazyWhenIdle(importer);
      render(<Probe part={part} demand="idle" />);
      expect(importer).not.toHaveBeenCalled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2_000);
      });
      expect(importer).toHaveBeenCalledTimes(1);
      expect(screen.getByText('prefetched')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('on demand "prefetch" loads when idle but keeps the placeholder until the demand is "now"', async () => {
    vi.useFakeTimers();
    try {
      const importer = vi.fn(async () => ({ label: 'prefetched' }));
      const part = lazyWhenIdle(importer);
      const { rerender } = render(<Probe part={part} demand="prefetch" />);
      expect(importer).not.toHaveBeenCalled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2_000);
      });
      expect(importer).toHaveBeenCalledTimes(1);
      expect(part.current).toEqual({ label: 'prefetched' });
      // loaded, but nothing asked for it: the fallback stays and the page is not re-rendered
      expect(screen.getByText('placeholder')).toBeInTheDocument();
      rerender(<Probe part={part} demand="now" />);
      // already there: the part renders in the same render as the demand, with no fallback frame
      expect(screen.getByText('prefetched')).toBeInTheDocument();
      expect(importer).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a part once rendered stays when the demand drops back to "prefetch"', async () => {
    const part = lazyWhenIdle(async () => ({ label: 'open menu' }));
    const { rerender } = render(<Probe part={part} demand="now" />);
    expect(await screen.findByText('open menu')).toBeInTheDocument();
    rerender(<Probe part={part} demand="prefetch" />);
    expect(screen.getByText('open menu')).toBeInTheDocument();
  });

  it('a demand of "now" before a prefetch has finished renders the part when it arrives', async () => {
    const download = deferred<Part>();
    const importer = vi.fn(() => download.promise);
    const part = lazyWhenIdle(importer);
    const { rerender } = render(<Probe part={part} demand="prefetch" />);
    rerender(<Probe part={part} demand="now" />);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    await act(async () => download.resolve({ label: 'arrived' }));
    expect(await screen.findByText('arrived')).toBeInTheDocument();
  });

  it('a part loaded before the component mounts renders at once, with no placeholder frame', async () => {
    const part = lazyWhenIdle(async () => ({ label: 'ready' }));
    await part.load();
    render(<Probe part={part} demand="idle" />);
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('a failed download keeps the placeholder and the next demand retries', async () => {
    const importer = vi
      .fn<() => Promise<Part>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ label: 'second try' });
    const part = lazyWhenIdle(importer);
    const { rerender } = render(<Probe part={part} demand="now" />);
    await act(async () => undefined);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    rerender(<Probe part={part} demand="never" />);
    rerender(<Probe part={part} demand="now" />);
    expect(await screen.findByText('second try')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
