import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Planet } from '@imperio/api-client';
import { PlanetSwitcher } from './PlanetSwitcher';

const PLANETS = [
  { id: 101, name: 'Nueva Esperanza', coordinates: '1:42:7' },
  { id: 102, name: 'Forja Boreal', coordinates: '1:44:4' },
  { id: 103, name: 'Marea Azul', coordinates: '2:17:11' },
] as Planet[];

const PHONE = { viewport: { value: 'phone', isRotated: false } };

/** The shell's active planet: previous/next (wrapping) and the list. */
const meta = {
  title: 'Components/PlanetSwitcher',
  component: PlanetSwitcher,
  // Shot in every visual mode (es-dark, es-dark-390, en-light) like a screen: a cockpit piece of the shell.
  tags: ['all-modes'],
  args: { planets: PLANETS, selected: PLANETS[0]!, onSelect: fn() },
} satisfies Meta<typeof PlanetSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name and coordinates; next and previous name their target and wrap around the list. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('planet-switcher-trigger')).toHaveTextContent('Nueva Esperanza[1:42:7]');
    await userEvent.click(canvas.getByRole('button', { name: 'Planeta siguiente: Forja Boreal' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(102);
    await userEvent.click(canvas.getByRole('button', { name: 'Planeta anterior: Marea Azul' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(103);
  },
};

/** The list: a radix menu of radio items, the active one checked; choosing one selects it. */
export const List: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByTestId('planet-switcher-trigger'));
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /Marea Azul/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(103);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** Keyboard: Enter opens the list, arrows move, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByTestId('planet-switcher-trigger').focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

/** One planet: previous and next have nowhere to go. */
export const OnePlanet: Story = {
  args: { planets: PLANETS.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Planeta anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Planeta siguiente' })).toBeDisabled();
  },
};

/** No planets (or the list failed): 'Sin planetas', nothing to open. */
export const NoPlanets: Story = {
  args: { planets: [], selected: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('planet-switcher-trigger')).toHaveTextContent('Sin planetas');
    await expect(canvas.getByTestId('planet-switcher-trigger')).toBeDisabled();
  },
};

/** The list still loading: it says so (not 'Sin planetas'), nothing to open. */
export const Loading: Story = {
  args: { planets: [], selected: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('planet-switcher-trigger')).toHaveTextContent('Cargando planetas...');
    await expect(canvas.getByTestId('planet-switcher-trigger')).toBeDisabled();
  },
};

/** English, light theme. */
export const LightEnglish: Story = {
  globals: { theme: 'light', locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next planet: Forja Boreal' })).toBeEnabled();
    await expect(canvas.getByRole('group', { name: 'Active planet' })).toBeVisible();
  },
};

/** Phone: name over coordinates, 44 px targets, nothing wider than the screen. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
