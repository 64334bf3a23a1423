import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n';
import { CombatSimulatorScreen } from './CombatSimulatorScreen';

describe('CombatSimulatorScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs six rounds a second apart, pauses, and finishes', async () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <CombatSimulatorScreen />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start Simulation' }));
    expect(screen.getByTestId('combat-round').textContent).toBe('Round 1 of 6');
    await act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByTestId('combat-round').textContent).toBe('Round 3 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('combat-round').textContent).toBe('Round 3 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('combat-round').textContent).toBe('Round 6 of 6');
    expect(screen.getByTestId('combat-status').textContent).toBe('Battle finished');
  });
});
