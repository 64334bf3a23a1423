import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { config } from '@imperio/api-client';
import { useDebouncedSearch } from './useDebouncedSearch';

describe('useDebouncedSearch (p2 §5: 300 ms, 2+ characters)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads its constants from config', () => {
    expect(config.intervals.userSearchDebounceMs).toBe(300);
    expect(config.limits.userSearchMinChars).toBe(2);
  });

  it('gives the term only after 300 ms without typing', async () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedSearch(text), { initialProps: { text: '' } });
    rerender({ text: 'no' });
    expect(result.current).toBe('');
    await act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    await act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('no');
  });

  it('restarts the wait on every keystroke', async () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedSearch(text), { initialProps: { text: '' } });
    rerender({ text: 'no' });
    await act(() => vi.advanceTimersByTime(200));
    rerender({ text: 'nov' });
    await act(() => vi.advanceTimersByTime(200));
    rerender({ text: 'nova' });
    await act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    await act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('nova');
  });

  it('never searches with fewer than 2 characters, and clears at once when the text gets short', async () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedSearch(text), { initialProps: { text: 'n' } });
    await act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('');
    rerender({ text: ' n ' });
    await act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('');
    rerender({ text: 'nova' });
    await act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe('nova');
    rerender({ text: 'n' });
    expect(result.current).toBe('');
  });

  it('trims the term and honours other limits', async () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedSearch(text, { delayMs: 50, minChars: 3 }), {
      initialProps: { text: '  ab ' },
    });
    await act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('');
    rerender({ text: '  abc ' });
    await act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('abc');
  });
});
