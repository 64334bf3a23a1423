import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebounced } from './useDebounced';

describe('useDebounced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with the value and follows it only after the quiet time', async () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), { initialProps: { value: 'a' } });
    expect(result.current).toBe('a');
    rerender({ value: 'b' });
    await act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    await act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('b');
  });

  it('restarts the wait on every change and keeps only the last value', async () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 100), { initialProps: { value: 1 } });
    rerender({ value: 2 });
    await act(() => vi.advanceTimersByTime(80));
    rerender({ value: 3 });
    await act(() => vi.advanceTimersByTime(80));
    expect(result.current).toBe(1);
    await act(() => vi.advanceTimersByTime(20));
    expect(result.current).toBe(3);
  });
});
