import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { noteServerTime } from '@imperio/api-client';
import { LiveText, useOnEndsPassed } from './liveClock';

const T0 = Date.UTC(2026, 10, 28, 2, 0, 0);

function Countdown({ endMs }: { endMs: number }) {
  return (
    <span data-testid="countdown">
      <LiveText compute={(now) => `${Math.max(0, Math.ceil((endMs - now) / 1000))} s`} />
    </span>
  );
}

function Watcher({ ends, onDue }: { ends: number[]; onDue: () => void }) {
  useOnEndsPassed(ends, onDue);
  return null;
}

describe('live clock on the server’s clock (spec p2 §9 countdowns)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('applies the server offset to every countdown, at once when it is learnt', async () => {
    // An end time the server sent: 2 min after the server's now, which is 60 s ahead of the device.
    render(<Countdown endMs={T0 + 60_000 + 120_000} />);
    expect(screen.getByTestId('countdown')).toHaveTextContent('180 s');
    act(() => noteServerTime(T0 + 60_000, T0));
    expect(screen.getByTestId('countdown')).toHaveTextContent('120 s');
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    // Zero when the server's clock reaches the end, not a minute later.
    expect(screen.getByTestId('countdown')).toHaveTextContent('0 s');
  });

  it('calls once when an end passes, never for ends already past, nor on a re-render', async () => {
    const onDue = vi.fn();
    const ends = [T0 - 5_000, T0 + 3_000];
    const { rerender } = render(<Watcher ends={ends} onDue={onDue} />);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(onDue).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(onDue).toHaveBeenCalledTimes(1);
    rerender(<Watcher ends={[...ends]} onDue={onDue} />);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it("fires on the server's clock: an end 10 s away on a server 60 s ahead passes in 10 s", async () => {
    const onDue = vi.fn();
    noteServerTime(T0 + 60_000, T0);
    render(<Watcher ends={[T0 + 70_000]} onDue={onDue} />);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(onDue).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(onDue).toHaveBeenCalledTimes(1);
  });
});
