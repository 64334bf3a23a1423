import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import Globe from 'lucide-react/icons/globe';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Mail from 'lucide-react/icons/mail';
import Rocket from 'lucide-react/icons/rocket';
import type { Planet } from '@imperio/api-client';
import { CommandPalette } from './CommandPalette';

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const page = () => within(document.body);

/** The command palette: screens, planets and galaxy coordinates. */
const meta = {
  title: 'Components/CommandPalette',
  component: CommandPalette,
  // Shot in every visual mode (es-dark, es-dark-390, en-light) like a screen: a cockpit piece of the shell.
  tags: ['all-modes'],
  args: {
    open: true,
    onOpenChange: fn(),
    onNavigate: fn(),
    onSelectPlanet: fn(),
    selectedPlanetId: 101,
    screens: [
      { href: '/dashboard', label: 'Centro de Mando', icon: LayoutDashboard, shortcut: 'd' },
      { href: '/galaxy', label: 'Galaxia', icon: Globe, shortcut: 'g' },
      { href: '/fleet', label: 'Flota', icon: Rocket, shortcut: 'f' },
      { href: '/messages', label: 'Mensajes', icon: Mail, shortcut: 'm' },
    ],
    planets: [
      { id: 101, name: 'Nueva Esperanza', coordinates: '1:42:7' },
      { id: 102, name: 'Forja Boreal', coordinates: '1:44:4' },
    ] as Planet[],
  },
} satisfies Meta<typeof CommandPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fuzzy: 'flt' finds Flota; Enter goes there and closes the palette. */
export const JumpToScreen: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Ir a…' });
    const input = within(dialog).getByRole('combobox');
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'flt');
    const options = within(dialog).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Flota');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/fleet');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** '[1:44:4]' offers the galaxy at that place (the galaxy screen's g, s, p parameters). */
export const JumpToCoordinates: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Ir a…' });
    await userEvent.type(within(dialog).getByRole('combobox'), '[[1:44:4]');
    const jump = within(dialog).getByRole('option', { name: 'Ir a la galaxia [1:44:4]' });
    await expect(jump).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(jump);
    await expect(args.onNavigate).toHaveBeenCalledWith('/galaxy?g=1&s=44&p=4');
  },
};

/** A planet by name; out-of-range coordinates offer no jump and say there is nothing. */
export const PlanetsAndNothing: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Ir a…' });
    const input = within(dialog).getByRole('combobox');
    await userEvent.type(input, 'forja');
    await userEvent.click(within(dialog).getByRole('option', { name: /Forja Boreal/ }));
    await expect(args.onSelectPlanet).toHaveBeenCalledWith(102);
    await userEvent.clear(input);
    await userEvent.type(input, '1:2:16');
    await expect(within(dialog).queryByRole('option', { name: /Ir a la galaxia/ })).toBeNull();
    await expect(within(dialog).getByText('Sin resultados')).toBeVisible();
  },
};

/** English, light theme. */
export const LightEnglish: Story = {
  globals: { theme: 'light', locale: 'en' },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Go to…' });
    await userEvent.type(within(dialog).getByRole('combobox'), '2:300');
    await expect(within(dialog).getByRole('option', { name: 'Go to galaxy [2:300]' })).toBeVisible();
  },
};

/** Phone: the palette fits the screen and its options are 44 px targets. */
export const Phone: Story = {
  globals: PHONE,
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Ir a…' });
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    for (const option of within(dialog).getAllByRole('option'))
      await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
