import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShortcutsHelp } from './ShortcutsHelp';

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const page = () => within(document.body);

/** The '?' help: every shortcut and the switch for single-key shortcuts. */
const meta = {
  title: 'Components/ShortcutsHelp',
  component: ShortcutsHelp,
  // Shot in every visual mode (es-dark, es-dark-390, en-light) like a screen: a cockpit piece of the shell.
  tags: ['all-modes'],
  args: {
    open: true,
    onOpenChange: fn(),
    onSingleKeysChange: fn(),
    singleKeys: true,
    lines: [
      { keys: ['D'], action: 'Ir a Centro de Mando' },
      { keys: ['G'], action: 'Ir a Galaxia' },
    ],
  },
} satisfies Meta<typeof ShortcutsHelp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ctrl K and ? first, then the screens; the switch turns single keys off. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Atajos de teclado' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Ctrl + KAbrir la búsqueda',
      '?Mostrar esta ayuda',
      'DIr a Centro de Mando',
      'GIr a Galaxia',
    ]);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Atajos de una tecla activos' }));
    await expect(args.onSingleKeysChange).toHaveBeenCalledWith(false);
  },
};

/** Single keys off: the checkbox is clear. */
export const SingleKeysOff: Story = {
  args: { singleKeys: false },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Atajos de teclado' });
    await expect(within(dialog).getByRole('checkbox')).not.toBeChecked();
  },
};

/** English, light theme. */
export const LightEnglish: Story = {
  globals: { theme: 'light', locale: 'en' },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(within(dialog).getByText('Open the search')).toBeVisible();
  },
};

/** Phone: the dialog fits the screen. */
export const Phone: Story = {
  globals: PHONE,
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Atajos de teclado' });
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
