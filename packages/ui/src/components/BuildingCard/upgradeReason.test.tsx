import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Building } from '@imperio/api-client';
import { createI18n } from '../../i18n';
import { BuildingDetail } from '../BuildingDetail';
import { BuildingCard } from './BuildingCard';

/**
 * Why a building cannot be upgraded, in the player's language: the card words the shortfall it
 * can see (cost beyond the planet's stock) and the maximum level itself; the server's reason
 * (Spanish free text) shows only where the client has no words of its own, marked as such.
 */
const mine = {
  id: 1,
  building_code: 'metal_mine',
  building_name: 'Mina de metal',
  level: 12,
  max_level: 60,
  is_upgrading: false,
  can_upgrade: false,
  upgrade_reason: 'Recursos insuficientes: faltan 2.000 de metal, 1.946 de cristal',
  upgrade_cost: { metal: 7784, crystal: 1946, deuterium: 0 },
} as unknown as Building;

function renderCard(language: 'es' | 'en', props: Partial<Parameters<typeof BuildingCard>[0]>) {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <BuildingCard building={mine} now={0} onUpgrade={() => undefined} onSelect={() => undefined} {...props} />
    </I18nextProvider>,
  );
  return screen.getByTestId('upgrade-reason');
}

describe("a building card's upgrade reason", () => {
  it('words the shortfall from the stock in English, with English numbers, not the server’s Spanish', () => {
    const reason = renderCard('en', { stock: { metal: 5784.6, crystal: 0, deuterium: 50 } });
    expect(reason).toHaveTextContent('Not enough resources: 2,000 metal, 1,946 crystal missing');
    expect(reason.querySelector('[data-server-text]')).toBeNull();
  });

  it('words it in Spanish as the spec’s catalogue does', () => {
    const reason = renderCard('es', { stock: { metal: 7784, crystal: 0, deuterium: 0 } });
    expect(reason).toHaveTextContent('Recursos insuficientes: faltan 1.946 de cristal');
  });

  it('shows the server’s reason, marked, when the stock is unknown', () => {
    const unknown = renderCard('en', { stock: null });
    expect(unknown).toHaveTextContent('Recursos insuficientes: faltan 2.000 de metal, 1.946 de cristal');
    expect(unknown.querySelector('[data-server-text]')).not.toBeNull();
  });

  it('keeps the server’s reason, marked, on a planet without a free field (refused for that first)', () => {
    const reason = renderCard('en', {
      building: { ...mine, upgrade_reason: 'No hay campos libres en el planeta' },
      stock: { metal: 0, crystal: 0, deuterium: 0 },
      fieldsFull: true,
    });
    expect(reason).toHaveTextContent('No hay campos libres en el planeta');
    expect(reason.querySelector('[data-server-text]')).not.toBeNull();
  });

  it('says the maximum level in the player’s language whatever the server sent', () => {
    const reason = renderCard('en', { building: { ...mine, level: 60, upgrade_reason: 'Nivel máximo alcanzado' } });
    expect(reason).toHaveTextContent('Maximum level reached');
    expect(reason.querySelector('[data-server-text]')).toBeNull();
  });

  it("words it the same in the detail (the phone's sheet and the desktop panel)", () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <BuildingDetail
          building={mine}
          description="Extrae metal del subsuelo del planeta."
          stock={{ metal: 5784, crystal: 0, deuterium: 0 }}
          now={0}
          costState="idle"
          onClose={() => undefined}
          onUpgrade={() => undefined}
        />
      </I18nextProvider>,
    );
    const reason = screen.getByTestId('detail-upgrade-reason');
    expect(reason).toHaveTextContent('Not enough resources: 2,000 metal, 1,946 crystal missing');
    expect(reason).not.toHaveAttribute('data-server-text');
    // The catalogue's description is the server's text, and says so.
    expect(screen.getByText('Extrae metal del subsuelo del planeta.')).toHaveAttribute('data-server-text');
  });
});
