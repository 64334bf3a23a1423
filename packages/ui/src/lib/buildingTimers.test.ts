import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { config } from '@imperio/api-client';
import { createFinishGuard, useFinishUpgrades, type UpgradingBuilding } from './buildingTimers';

const T0 = Date.UTC(2026, 5, 15, 12, 0, 0);

describe('createFinishGuard', () => {
  it('lets one call per building through within 2 s', () => {
    const guard = createFinishGuard(2000);
    expect(guard.tryTake(1, T0)).toBe(true);
    expect(guard.tryTake(1, T0 + 1999)).toBe(false);
    expect(guard.tryTake(2, T0 + 500)).toBe(true);
    expect(guard.tryTake(1, T0 + 2000)).toBe(true);
  });
});

describe('useFinishUpgrades', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  function setup(buildings: UpgradingBuilding[]) {
    const finish = vi.fn(() => Promise.resolve({ success: true }));
    const onFinished = vi.fn();
    const hook = renderHook(
      (props: { buildings: UpgradingBuilding[] }) => useFinishUpgrades({ buildings: props.buildings, finish, onFinished }),
      {
        initialProps: { buildings },
      },
    );
    return { finish, onFinished, hook };
  }

  it('checks every 5 s and calls finish only for upgrades whose end has passed, then reloads', async () => {
    const { finish, onFinished } = setup([
      { id: 1, is_upgrading: true, upgrade_ends: new Date(T0 + 3000).toISOString() },
      { id: 2, is_upgrading: true, upgrade_ends: new Date(T0 + 60_000).toISOString() },
      { id: 3, is_upgrading: false, upgrade_ends: null },
    ]);
    await act(async () => vi.advanceTimersByTime(config.intervals.buildingFinishCheckMs - 1));
    expect(finish).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(finish).toHaveBeenCalledTimes(1);
    expect(finish).toHaveBeenCalledWith(1);
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('suppresses repeat calls for the same building for 2 s', async () => {
    const { finish, hook } = setup([{ id: 7, is_upgrading: true, upgrade_ends: new Date(T0 - 1000).toISOString() }]);
    await act(async () => hook.result.current());
    await act(async () => hook.result.current());
    expect(finish).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(config.intervals.finishRepeatGuardMs - 1));
    await act(async () => hook.result.current());
    expect(finish).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    await act(async () => hook.result.current());
    expect(finish).toHaveBeenCalledTimes(2);
  });

  it('reloads even when the finish call fails, and skips the reload when nothing was due', async () => {
    const finish = vi.fn(() => Promise.reject(new Error('boom')));
    const onFinished = vi.fn();
    const { result } = renderHook(() =>
      useFinishUpgrades({ buildings: [{ id: 1, is_upgrading: true, upgrade_ends: new Date(T0).toISOString() }], finish, onFinished }),
    );
    await act(async () => result.current());
    expect(onFinished).toHaveBeenCalledTimes(1);
    const idle = vi.fn();
    const second = renderHook(() => useFinishUpgrades({ buildings: [], finish, onFinished: idle }));
    await act(async () => second.result.current());
    expect(idle).not.toHaveBeenCalled();
  });
});
