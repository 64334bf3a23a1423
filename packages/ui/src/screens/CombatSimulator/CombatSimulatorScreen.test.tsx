import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { saveSession } from '@imperio/api-client';
import { DEMO_USER_ID, issueAccessToken } from '@imperio/mocks';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { CombatSimulatorScreen } from './CombatSimulatorScreen';
import { createInThreadRunner } from './inThreadRunner';
import { distanceBetween, fuelFor } from '@imperio/rules';
import type { SimulationRunner } from './simulationRunner';

function renderScreen(
  entry: string | { pathname: string; state?: unknown } = '/simulator',
  runner: SimulationRunner = createInThreadRunner(),
) {
  return render(
    <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')}>
      <MemoryRouter initialEntries={[entry]}>
        <CombatSimulatorScreen runner={runner} seed={() => 1} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const OPTS = { timeout: 8_000 };

/** Clears the form, then sets each field (by its label, inside a side's fieldset). */
async function fleets(attacker: Record<string, string>, defender: Record<string, string>) {
  fireEvent.click(await screen.findByRole('button', { name: 'Vaciar' }, OPTS));
  for (const [side, values] of [
    ['Atacante', attacker],
    ['Defensor', defender],
  ] as const) {
    const group = within(screen.getByRole('group', { name: side }));
    for (const [label, value] of Object.entries(values)) fireEvent.change(group.getByLabelText(label), { target: { value } });
  }
}

describe('CombatSimulatorScreen', () => {
  beforeEach(() => {
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID, display_name: 'Almirante Demo' } });
  });
  afterEach(() => localStorage.clear());

  it('starts with the sample fleets, ships on both sides and defences only on the defender', async () => {
    renderScreen();
    const attacker = within(await screen.findByRole('group', { name: 'Atacante' }, OPTS));
    const defender = within(screen.getByRole('group', { name: 'Defensor' }));
    expect(attacker.getByLabelText('Cazador ligero')).toHaveValue(150);
    expect(attacker.getByLabelText('Nave de batalla')).toHaveValue(10);
    expect(attacker.queryByLabelText('Lanzamisiles')).toBeNull();
    expect(defender.getByLabelText('Lanzamisiles')).toHaveValue(200);
    expect(defender.getByLabelText('Láser pequeño')).toHaveValue(100);
    // Missiles do not fight.
    expect(defender.queryByLabelText('Misil interplanetario')).toBeNull();
    expect(attacker.getByLabelText('Tecnología de armas')).toBeInTheDocument();
  });

  it('200 light fighters against 2 rocket launchers win nearly always, with losses and debris shown', async () => {
    renderScreen();
    await fleets({ 'Cazador ligero': '200' }, { Lanzamisiles: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'Simular' }));
    const outcomes = await screen.findByTestId('outcomes', {}, OPTS);
    const attackerShare = Number(/Atacante gana ([\d,]+) %/.exec(outcomes.textContent ?? '')![1]!.replace(',', '.'));
    expect(attackerShare).toBeGreaterThanOrEqual(95);
    expect(screen.getByTestId('losses-defender')).toHaveTextContent('Lanzamisiles');
    expect(screen.getByTestId('debris')).toHaveTextContent('Metal');
    expect(screen.getByTestId('combat-status')).toHaveTextContent('100 simulaciones terminadas');
  });

  it('2 light fighters against 200 rocket launchers nearly never win and lose their ships to the debris field', async () => {
    renderScreen();
    await fleets({ 'Cazador ligero': '2' }, { Lanzamisiles: '200' });
    fireEvent.click(screen.getByRole('button', { name: 'Simular' }));
    const outcomes = await screen.findByTestId('outcomes', {}, OPTS);
    expect(outcomes).toHaveTextContent('Atacante gana 0 %');
    expect(outcomes).toHaveTextContent('Defensor gana 100 %');
    expect(within(screen.getByTestId('losses-attacker')).getByRole('row', { name: /Cazador ligero/ })).toHaveTextContent('2 / 2');
    // 30 % of 2 × 3 000 metal and 2 × 1 000 crystal.
    expect(screen.getByTestId('debris')).toHaveTextContent('Metal1.800');
    expect(screen.getByTestId('debris')).toHaveTextContent('Cristal600');
  });

  it('refuses a negative count, names the field and runs nothing', async () => {
    const runner = vi.fn<SimulationRunner>();
    renderScreen('/simulator', runner);
    await fleets({ Crucero: '-3' }, {});
    fireEvent.click(screen.getByRole('button', { name: 'Simular' }));
    expect(await screen.findByText('Revisa los campos marcados: solo números enteros de 0 o más.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Atacante' })).getByLabelText('Crucero')).toHaveAttribute('aria-invalid', 'true');
    expect(runner).not.toHaveBeenCalled();
  });

  it('cancels a running simulation and says so', async () => {
    renderScreen('/simulator', createInThreadRunner({ holdAt: 40 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Simular' }, OPTS));
    await waitFor(() => expect(screen.getByTestId('combat-status')).toHaveTextContent('Simulando… 40 de 100'));
    expect(screen.getByRole('progressbar', { name: 'Progreso de la simulación' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Simulación cancelada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simular' })).toBeEnabled();
  });

  it('shows a failing worker’s message with a retry', async () => {
    renderScreen('/simulator', createInThreadRunner({ failWith: 'sin memoria' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Simular' }, OPTS));
    expect(await screen.findByRole('alert')).toHaveTextContent('La simulación falló: sin memoria');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('opens with the defender of a report, from the address or the router state', async () => {
    const { unmount } = renderScreen('/simulator?from=report&defender=rocket_launcher:7,light_laser:3&defenderTech=2,3,4&metal=900');
    const defender = within(await screen.findByRole('group', { name: 'Defensor' }, OPTS));
    expect(defender.getByLabelText('Lanzamisiles')).toHaveValue(7);
    expect(defender.getByLabelText('Láser pequeño')).toHaveValue(3);
    expect(defender.getByLabelText('Tecnología de blindaje')).toHaveValue(4);
    expect(defender.getByLabelText('Metal')).toHaveValue(900);
    expect(within(screen.getByRole('group', { name: 'Atacante' })).getByLabelText('Cazador ligero')).toHaveValue(null);
    unmount();
    renderScreen({ pathname: '/simulator', state: { combat: { defender: { units: { gauss_cannon: 5 } } } } });
    expect(within(await screen.findByRole('group', { name: 'Defensor' }, OPTS)).getByLabelText('Cañón Gauss')).toHaveValue(5);
  });
});

describe('CombatSimulatorScreen: the fuel of the trip', () => {
  beforeEach(() => {
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID, display_name: 'Almirante Demo' } });
  });
  afterEach(() => localStorage.clear());

  it("shows the fleet preview's fuel from the selected planet to a spy report's target, and none without a target", async () => {
    const state = {
      combat: { target: '1:41:9', attacker: { units: { light_fighter: 30, cruiser: 3 } }, defender: { units: { rocket_launcher: 15 } } },
    };
    const { unmount } = renderScreen({ pathname: '/simulator', state });
    const fuel = await screen.findByText(/^Combustible del viaje de \[1:42:7\] a \[1:41:9\]: [\d.]+ deuterio/, {}, { timeout: 15_000 });
    // The fuel rule the demo universe's preview uses, for the same ships, distance and speed.
    const expected = fuelFor(
      [
        { code: 'light_fighter', quantity: 30 },
        { code: 'cruiser', quantity: 3 },
      ],
      distanceBetween({ galaxy: 1, system: 42, position: 7 }, { galaxy: 1, system: 41, position: 9 }),
      100,
    );
    expect(fuel.textContent).toContain(`: ${expected.toLocaleString('es-ES')} deuterio`);
    unmount();
    renderScreen({ pathname: '/simulator', state: { combat: { attacker: { units: { light_fighter: 30 } } } } });
    await screen.findByRole('group', { name: 'Atacante' }, OPTS);
    expect(screen.queryByTestId('trip-fuel')).toBeNull();
  });
});
