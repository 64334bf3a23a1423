import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n';
import { BuildPanel } from './BuildPanel';
import type { UnitTypeView } from './types';

/**
 * After an order the hangar and the defence screen show the confirmation alone: the stock has
 * paid for the order, so the quantity just ordered would otherwise read as a red shortfall beside
 * the green 'Añadidas a la cola'.
 */
const unit: UnitTypeView = {
  id: '1',
  code: 'light_fighter',
  name: 'Cazador ligero',
  category: 'combat',
  stats: [],
  cost: { metal: 3000, crystal: 1000, deuterium: 0 },
  buildTimeS: 60,
  requiredLevel: null,
};

function panel(available: { metal: number; crystal: number; deuterium: number }, success: string | null) {
  return (
    <I18nextProvider i18n={createI18n('es')}>
      <BuildPanel unit={unit} available={available} onSubmit={() => undefined} pending={false} error={null} success={success} />
    </I18nextProvider>
  );
}

describe('BuildPanel after an order', () => {
  it('shows no shortfall beside the success', async () => {
    // 10 fighters affordable; the player orders 10.
    const { rerender } = render(panel({ metal: 30_000, crystal: 10_000, deuterium: 0 }, null));
    const quantity = screen.getByRole('spinbutton', { name: /Cantidad/ });
    fireEvent.change(quantity, { target: { value: '10' } });
    await waitFor(() => expect(quantity).toHaveValue(10));
    expect(screen.queryByTestId('build-blocked')).toBeNull();

    // The order went through: the stock is spent down to 1 fighter's worth.
    rerender(panel({ metal: 3000, crystal: 1000, deuterium: 0 }, 'Añadidas a la cola: 10 × Cazador ligero'));
    expect(await screen.findByText('Añadidas a la cola: 10 × Cazador ligero')).toBeInTheDocument();
    expect(screen.queryByTestId('build-blocked')).toBeNull();
    expect(document.querySelector('[data-short]')).toBeNull();
  });

  it('while the success shows, even an unaffordable 1 shows no red shortfall; the next edit brings it back', async () => {
    const { rerender } = render(panel({ metal: 30_000, crystal: 10_000, deuterium: 0 }, null));
    rerender(panel({ metal: 0, crystal: 0, deuterium: 0 }, 'Añadidas a la cola: 10 × Cazador ligero'));
    expect(await screen.findByText('Añadidas a la cola: 10 × Cazador ligero')).toBeInTheDocument();
    expect(screen.queryByTestId('build-blocked')).toBeNull();
    // The screen clears the success when the player edits; the shortfall is then shown.
    rerender(panel({ metal: 0, crystal: 0, deuterium: 0 }, null));
    expect(await screen.findByTestId('build-blocked')).toBeInTheDocument();
  });
});
