import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CombatSimulatorScreen } from './CombatSimulatorScreen';

const meta = {
  title: 'Screens/CombatSimulator',
  component: CombatSimulatorScreen,
  parameters: { route: '/simulator' },
} satisfies Meta<typeof CombatSimulatorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Simulador de Combate' })).toBeVisible();
    const attacker = within(canvas.getByTestId('fleet-attacker'));
    await expect(attacker.getByRole('heading', { name: 'Flota atacante' })).toBeVisible();
    await expect(attacker.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByTestId('fleet-attacker')).toHaveTextContent('Poder total125.000');
    await expect(canvas.getByTestId('fleet-attacker')).toHaveTextContent('Probabilidad de victoria67 %');
    await expect(canvas.getByTestId('fleet-defender')).toHaveTextContent('Pérdidas estimadas310 unidades');
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent('Preparado');
    await expect(canvas.getByRole('button', { name: 'Reiniciar' })).toBeDisabled();
  },
};

export const Running: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar simulación' }));
    await expect(canvas.getByRole('button', { name: 'Pausar' })).toBeVisible();
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent('Simulación en curso');
    await expect(canvas.getByTestId('combat-round')).toHaveTextContent('Ronda 1 de 6');
    await expect(canvas.getByRole('progressbar', { name: 'Progreso de la batalla' })).toBeVisible();
  },
};

export const Paused: Story = {
  args: { initialPhase: 'running', initialRound: 3 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent('En pausa');
    await expect(canvas.getByRole('button', { name: 'Reanudar' })).toBeVisible();
    await expect(canvas.getByTestId('combat-round')).toHaveTextContent('Ronda 3 de 6');
    await userEvent.click(canvas.getByRole('button', { name: 'Reiniciar' }));
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent('Preparado');
    await expect(canvas.getByTestId('combat-round')).toHaveTextContent('Ronda 0 de 6');
  },
};

export const Finished: Story = {
  tags: ['en-light'],
  args: { initialPhase: 'finished', initialRound: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('combat-status')).toHaveTextContent('Batalla terminada');
    await expect(canvas.getByRole('button', { name: 'Iniciar simulación' })).toBeEnabled();
  },
};

export const EnglishOriginal: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Combat Simulator' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Attacker Fleet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Defender Fleet' })).toBeVisible();
    await expect(canvas.getByTestId('fleet-attacker')).toHaveTextContent('Win Probability67%');
    await expect(canvas.getByRole('button', { name: 'Start Simulation' })).toBeVisible();
  },
};
