import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { STORY_NOW } from '@imperio/mocks';
import { BuildingCard } from './BuildingCard';

const mine = {
  id: 1,
  building_code: 'metal_mine',
  building_name: 'Mina de metal',
  building_category: 'production',
  level: 12,
  max_level: 60,
  is_upgrading: false,
  upgrade_ends: null,
  can_upgrade: true,
  upgrade_reason: null,
  production: { metal: 1255, crystal: 0, deuterium: 0, energy: -419 },
  upgrade_cost: { metal: 7784, crystal: 1946, deuterium: 0 },
};

const meta = {
  title: 'Components/BuildingCard',
  component: BuildingCard,
  args: { building: mine, now: STORY_NOW, onUpgrade: fn(), onSelect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof BuildingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CanUpgrade: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Mina de metal' })).toBeVisible();
    await expect(canvas.getByText('Nivel 12 / 60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mejorar a nivel 13: Mina de metal' }));
    await expect(args.onUpgrade).toHaveBeenCalledWith(mine);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalles de Mina de metal' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const Upgrading: Story = {
  args: { building: { ...mine, is_upgrading: true, can_upgrade: false, upgrade_ends: new Date(STORY_NOW + 3725_000).toISOString() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('building-countdown')).toHaveTextContent('Mejorando a nivel 131:02:05');
    await expect(canvas.queryByRole('button', { name: /Mejorar/ })).toBeNull();
  },
};

/** Second in the construction queue: 'En cola' with its position, no countdown of its own. */
export const QueuedSecond: Story = {
  args: {
    building: { ...mine, is_upgrading: true, can_upgrade: false, upgrade_ends: new Date(STORY_NOW + 7200_000).toISOString() },
    queue: { status: 'queued', position: 2 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('building-queued')).toHaveTextContent('En cola: nivel 13 (posición 2)');
    await expect(canvas.queryByTestId('building-countdown')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Mejorar/ })).toBeNull();
  },
};

/** Another upgrade request is on its way: this button waits too (one request per intent). */
export const OtherUpgradePending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Mejorar a nivel 13: Mina de metal' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'false');
  },
};

export const CannotUpgrade: Story = {
  args: { building: { ...mine, can_upgrade: false, upgrade_reason: 'Recursos insuficientes: faltan 2.000 de metal' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('upgrade-reason')).toHaveTextContent('Recursos insuficientes: faltan 2.000 de metal');
    await expect(canvas.getByRole('button', { name: 'Mejorar a nivel 13: Mina de metal' })).toBeDisabled();
  },
};

export const MaxLevel: Story = {
  args: { building: { ...mine, level: 60, can_upgrade: false, upgrade_reason: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('upgrade-reason')).toHaveTextContent('Nivel máximo alcanzado');
    await expect(canvas.queryByText('Coste de mejora')).toBeNull();
  },
};

/** Null production and cost, an end time already past. */
export const BadInput: Story = {
  args: { building: { ...mine, production: null, upgrade_cost: null, is_upgrading: true, upgrade_ends: '2026-06-15T11:00:00Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sin producción')).toBeVisible();
    await expect(canvas.getByTestId('building-countdown')).toHaveTextContent('Finalizando...');
  },
};
