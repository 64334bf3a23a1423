import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CombatSimulatorScreen } from './CombatSimulatorScreen';
import { createInThreadRunner } from './inThreadRunner';
import { createI18n } from '../../i18n';
import type { AnyLocale } from '../../i18n/languages';

/**
 * The stories use the in-thread runner (the same rules and answers as the worker, without a
 * Worker in the visual runner) and a fixed seed, so every run shows the same numbers.
 */
const meta = {
  title: 'Screens/Simulador',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-combatsimulator',
  component: CombatSimulatorScreen,
  parameters: { route: '/simulator', selectedPlanet: 101 },
  args: { runner: createInThreadRunner(), seed: () => 1 },
} satisfies Meta<typeof CombatSimulatorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const side = async (canvas: Canvas, name: string) => within(await canvas.findByRole('group', { name }, { timeout: 8_000 }));

/** Empties the form, then types each count into its side's field. */
async function setFleets(canvas: Canvas, attacker: Record<string, string>, defender: Record<string, string>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Vaciar' }, { timeout: 8_000 }));
  for (const [name, values] of [
    ['Atacante', attacker],
    ['Defensor', defender],
  ] as const) {
    const group = await side(canvas, name);
    for (const [label, value] of Object.entries(values)) await userEvent.type(group.getByLabelText(label), value);
  }
}

export const SamplePreset: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Simulador de Combate' })).toBeVisible();
    const attacker = await side(canvas, 'Atacante');
    await expect(attacker.getByLabelText('Cazador ligero')).toHaveValue(150);
    await expect(attacker.getByLabelText('Cazador pesado')).toHaveValue(50);
    await expect(attacker.getByLabelText('Crucero')).toHaveValue(25);
    await expect(attacker.getByLabelText('Nave de batalla')).toHaveValue(10);
    const defender = await side(canvas, 'Defensor');
    await expect(defender.getByLabelText('Lanzamisiles')).toHaveValue(200);
    await expect(defender.getByLabelText('Láser pequeño')).toHaveValue(100);
    await expect(attacker.queryByLabelText('Lanzamisiles')).toBeNull();
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent('Preparado');
    await expect(canvas.getByRole('button', { name: 'Simular' })).toBeEnabled();
  },
};

export const Result: Story = {
  tags: ['full-height', 'en-light'],
  play: async ({ canvas }) => {
    await setFleets(canvas, { 'Cazador ligero': '200' }, { Lanzamisiles: '2', Metal: '10000' });
    await userEvent.click(canvas.getByRole('button', { name: 'Simular' }));
    const outcomes = await canvas.findByTestId('outcomes', {}, { timeout: 8_000 });
    await expect(outcomes).toHaveTextContent('Atacante gana 100 %');
    await expect(outcomes).toHaveTextContent('Empate 0 %');
    await expect(outcomes).toHaveTextContent('Defensor gana 0 %');
    await expect(canvas.getByTestId('losses-defender')).toHaveTextContent('Lanzamisiles');
    await expect(canvas.getByTestId('debris')).toHaveTextContent('Metal');
    // Half of the 10 000 metal, well within 200 light fighters' cargo.
    await expect(canvas.getByTestId('loot')).toHaveTextContent('Metal5.000');
    await expect(within(canvas.getByTestId('rounds')).getAllByRole('row').length).toBeGreaterThan(1);
  },
};

export const Losing: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await setFleets(canvas, { 'Cazador ligero': '2' }, { Lanzamisiles: '200' });
    await userEvent.click(canvas.getByRole('button', { name: 'Simular' }));
    const outcomes = await canvas.findByTestId('outcomes', {}, { timeout: 8_000 });
    await expect(outcomes).toHaveTextContent('Defensor gana 100 %');
    await expect(canvas.getByTestId('debris')).toHaveTextContent('Metal1.800');
    await expect(canvas.getByTestId('loot')).toHaveTextContent('Indica los recursos del defensor para calcular el botín.');
  },
};

export const Running: Story = {
  // The status and the progress sit under the two fieldsets: the whole page in the shot.
  tags: ['full-height'],
  args: { runner: createInThreadRunner({ holdAt: 40 }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Simular' }, { timeout: 8_000 }));
    await waitFor(() => expect(canvas.getByTestId('combat-status')).toHaveTextContent('Simulando… 40 de 100'));
    await expect(canvas.getByRole('progressbar', { name: 'Progreso de la simulación' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    await expect((await side(canvas, 'Atacante')).getByLabelText('Crucero')).toBeDisabled();
  },
};

export const Cancelled: Story = {
  tags: ['no-visual'],
  args: { runner: createInThreadRunner({ holdAt: 40 }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Simular' }, { timeout: 8_000 }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar' }));
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent('Simulación cancelada');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Simular' })).toBeEnabled();
    await expect((await side(canvas, 'Atacante')).getByLabelText('Crucero')).toBeEnabled();
  },
};

export const WorkerError: Story = {
  tags: ['full-height'],
  args: { runner: createInThreadRunner({ failWith: 'Out of memory' }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Simular' }, { timeout: 8_000 }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('La simulación falló: Out of memory');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Simular' })).toBeEnabled();
  },
};

export const InvalidCount: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const attacker = await side(canvas, 'Atacante');
    await userEvent.clear(attacker.getByLabelText('Crucero'));
    await userEvent.type(attacker.getByLabelText('Crucero'), '-5');
    await userEvent.click(canvas.getByRole('button', { name: 'Simular' }));
    await expect(canvas.getByText('Revisa los campos marcados: solo números enteros de 0 o más.')).toBeVisible();
    await expect(attacker.getByLabelText('Crucero')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent('Preparado');
  },
};

export const FromReport: Story = {
  tags: ['no-visual'],
  parameters: { route: '/simulator?from=report&defender=rocket_launcher:12,gauss_cannon:2&defenderTech=3,2,1&metal=4000' },
  play: async ({ canvas }) => {
    const defender = await side(canvas, 'Defensor');
    await expect(defender.getByLabelText('Lanzamisiles')).toHaveValue(12);
    await expect(defender.getByLabelText('Cañón Gauss')).toHaveValue(2);
    await expect(defender.getByLabelText('Tecnología de armas')).toHaveValue(3);
    await expect(defender.getByLabelText('Metal')).toHaveValue(4000);
    await expect(canvas.getByText('El defensor viene del informe.')).toBeVisible();
  },
};

export const EnglishResult: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Combat Simulator' })).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Attacker' }, { timeout: 8_000 })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Defender' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate' }));
    const outcomes = await canvas.findByTestId('outcomes', {}, { timeout: 8_000 });
    await expect(outcomes).toHaveTextContent(/Attacker wins [\d.]+%/);
    await expect(outcomes).toHaveTextContent(/Draw [\d.]+%/);
    await expect(outcomes).toHaveTextContent(/Defender wins [\d.]+%/);
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent('100 simulations finished');
  },
};

/** The simulator's texts in the language the story runs in: the English plays below read them, not Spanish literals. */
const textsOf = (globals: Record<string, unknown>) =>
  createI18n((globals.locale as AnyLocale | undefined) ?? 'es').getFixedT(null, 'simulator');

/** A running simulation in English, then 'Cancel': progress and status in English, the form usable again. */
export const RunningThenCancelEnglish: Story = {
  tags: ['no-visual'],
  globals: { locale: 'en' },
  args: { runner: createInThreadRunner({ holdAt: 40 }) },
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('simulate') }, { timeout: 8_000 }));
    await waitFor(() => expect(canvas.getByTestId('combat-status')).toHaveTextContent(t('status.running', { done: '40', total: '100' })));
    await expect(canvas.getByRole('progressbar', { name: t('progress') })).toHaveAttribute('aria-valuenow', '40');
    await userEvent.click(canvas.getByRole('button', { name: t('cancel') }));
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent(t('status.cancelled'));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: t('simulate') })).toBeEnabled();
  },
};

/** A failing worker in English: the alert with its message, 'Retry', and a retry that fails again the same way. */
export const WorkerErrorEnglish: Story = {
  tags: ['no-visual'],
  globals: { locale: 'en' },
  args: { runner: createInThreadRunner({ failWith: 'Out of memory' }) },
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('simulate') }, { timeout: 8_000 }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('status.error', { message: 'Out of memory' }));
    await userEvent.click(canvas.getByRole('button', { name: t('retry') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('status.error', { message: 'Out of memory' }));
    await expect(canvas.queryByTestId('outcomes')).toBeNull();
  },
};
