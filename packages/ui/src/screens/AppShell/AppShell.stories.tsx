import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@imperio/mocks';
import { useLocation } from 'react-router-dom';
import { AppShell } from './AppShell';
import { shellStoryMeta } from './shellStory';

/** Shows where the shell's navigation went (the stories' content). */
function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

const meta = {
  title: 'Screens/Shell',
  component: AppShell,
  ...shellStoryMeta(),
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoNotifications: Story = {
  tags: ['en-light'],
  parameters: { msw: { handlers: { scenario: scenarios.notifications.countsNone } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('link').filter((link) => link.closest('nav'))).toHaveLength(12);
    await expect(canvas.getByRole('link', { name: 'Centro de Mando' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('link', { name: 'Notificaciones pendientes: 0' })).toBeVisible();
    await expect(canvas.queryByTestId('bell-count')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const SevenPending: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.notifications.countsSeven } } },
  play: async ({ canvas }) => expect(await canvas.findByTestId('bell-count')).toHaveTextContent('7'),
};

export const HundredPending: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.notifications.countsHundred } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('bell-count')).toHaveTextContent('99+');
    await expect(canvas.getByRole('link', { name: 'Notificaciones pendientes: 99+' })).toBeVisible();
  },
};

export const CountsFailing: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.notifications.countsError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Notificaciones pendientes: 0' })).toBeVisible();
    await expect(canvas.queryByTestId('bell-count')).toBeNull();
  },
};

export const UserWithPoints: Story = {
  play: async ({ canvas }) => {
    const chip = canvas.getByTestId('user-chip');
    await expect(chip).toHaveTextContent('Almirante Demo');
    await expect(chip).toHaveTextContent('15,8K pts');
    await expect(chip).toHaveAttribute('href', '/profile');
  },
};

/** English interface: the chip's score with the English decimal mark, as the dashboard shows it. */
export const UserWithPointsInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('user-chip')).toHaveTextContent('15.8K pts');
  },
};

export const UserWithoutPoints: Story = {
  parameters: { session: { display_name: '', points: 0 } },
  play: async ({ canvas }) => {
    const chip = canvas.getByTestId('user-chip');
    await expect(chip).toHaveTextContent('Comandante');
    await expect(chip).toHaveTextContent('Nivel 0');
  },
};

export const ActiveLink: Story = {
  parameters: { route: '/galaxy' },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: 'Galaxia' })).toHaveAttribute('aria-current', 'page'),
};

const PHONE = { viewport: { value: 'phone', isRotated: false } };

/** Phone (below 768 px): one-row header, bottom tab bar with the pending badge on Mensajes. */
export const PhoneTabBar: Story = {
  globals: PHONE,
  parameters: { msw: { handlers: { scenario: scenarios.notifications.countsSeven } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
    const tabs = canvas.getByRole('navigation', { name: 'Accesos rápidos' });
    await expect(tabs).toBeVisible();
    const links = within(tabs).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Centro de Mando',
      'Galaxia',
      'Flota',
      expect.stringMatching(/^Mensajes/),
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(await within(tabs).findByTestId('tab-count')).toHaveTextContent('7');
    await expect(within(tabs).getByRole('link', { name: /Mensajes/ })).toHaveAccessibleName('Mensajes 7 notificaciones pendientes');
    for (const target of [...links, within(tabs).getByRole('button', { name: 'Más' })]) {
      const box = target.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const header = tabs.ownerDocument.querySelector('header')!;
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(56);
  },
};

/**
 * Tablet (1024 px): the twelve links no longer wrap into rows; the header is one
 * row (logo, active planet, the chip with name and score) and the tab bar with 'Más' navigates.
 */
export const TabletCompactHeader: Story = {
  tags: ['en-light'],
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
    const tabs = canvas.getByRole('navigation', { name: 'Accesos rápidos' });
    await expect(tabs).toBeVisible();
    await expect(within(tabs).getByRole('button', { name: 'Más' })).toBeVisible();
    await expect(canvas.getByTestId('user-chip')).toHaveTextContent('Almirante Demo');
    const header = tabs.ownerDocument.querySelector('header')!;
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(64);
  },
};

/** Phone: 'Más' opens a sheet with the other eight links, the profile, the switches and logout. */
export const PhoneMoreSheet: Story = {
  tags: ['en-light'],
  globals: PHONE,
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Más' }));
    const sheet = await body.findByRole('dialog', { name: 'Más secciones' });
    const links = within(within(sheet).getByRole('navigation', { name: 'Otras secciones' })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Hangar',
      'Defensa',
      'Diseño',
      'Simulador',
      'Investigación',
      'Mercado',
      'Edificios',
      'Alianza',
      'Perfil de Almirante Demo',
    ]);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Phone, keyboard only: Tab reaches 'Más', Enter opens it, a link is followed and 'Más' reads active. */
export const PhoneKeyboard: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    const body = within(document.body);
    const more = canvas.getByRole('button', { name: 'Más' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await body.findByRole('dialog', { name: 'Más secciones' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(sheet).getByRole('link', { name: 'Investigación' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // The sheet's own trigger took the look-alike's place as it opened (useDeferredTrigger).
    await expect(canvas.getByRole('button', { name: 'Más' })).toHaveAttribute('data-active', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

const page = () => within(document.body);

/** The active planet in the header: next switches it, and the resource bar follows. */
export const PlanetSwitcherAndResources: Story = {
  parameters: { selectedPlanet: 101 },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByTestId('planet-switcher-trigger');
    await waitFor(() => expect(trigger).toHaveTextContent('Nueva Esperanza'));
    // The bar is named after the planet once the planet list and its resources have both arrived.
    const bar = await canvas.findByRole('group', { name: 'Recursos de Nueva Esperanza' });
    await waitFor(() => expect(within(bar).getByTestId('bar-metal')).not.toHaveTextContent('—'));
    const before = within(bar).getByTestId('bar-metal').textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'Planeta siguiente: Forja Boreal' }));
    await waitFor(() => expect(trigger).toHaveTextContent('Forja Boreal[1:44:4]'));
    const next = await canvas.findByRole('group', { name: 'Recursos de Forja Boreal' });
    await waitFor(() => expect(within(next).getByTestId('bar-metal').textContent).not.toBe(before));
  },
};

/** Ctrl K opens the palette; '1:44' and Enter go to that system of the galaxy. */
export const PaletteToGalaxy: Story = {
  args: { children: <Location /> },
  play: async ({ canvas }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await page().findByRole('dialog', { name: 'Ir a…' });
    await userEvent.type(within(dialog).getByRole('combobox'), '1:44');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByTestId('location')).toHaveTextContent('/galaxy?g=1&s=44');
  },
};

/** Single keys: 'f' opens Flota, but not while typing; '?' lists them and can turn them off. */
export const KeyboardShortcuts: Story = {
  tags: ['en-light'],
  args: {
    children: (
      <>
        <label>
          Campo <input data-testid="field" />
        </label>
        <Location />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByTestId('field'));
    await userEvent.keyboard('f');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/dashboard');
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('f');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/fleet');
    await userEvent.keyboard('?');
    const help = await page().findByRole('dialog', { name: 'Atajos de teclado' });
    await expect(within(help).getByText('Ir a Galaxia')).toBeVisible();
    await userEvent.click(within(help).getByRole('checkbox', { name: 'Atajos de una tecla activos' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await userEvent.keyboard('g');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/fleet');
    localStorage.removeItem('imperio.single_key_shortcuts');
  },
};

/** English, light theme: the cockpit's texts in English. */
export const CockpitLightEnglish: Story = {
  globals: { theme: 'light', locale: 'en' },
  parameters: { selectedPlanet: 101 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Active planet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search and jump' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible();
  },
};

/** Phone: the header is one row (logo, active planet, initials chip) ≤ 56 px; resources in one row below; text ≥ 14 px. */
export const PhoneCockpit: Story = {
  globals: PHONE,
  parameters: { selectedPlanet: 101 },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(56);
    const chip = canvas.getByTestId('user-chip');
    await expect(chip).toHaveTextContent('AD');
    await expect(chip).toHaveAccessibleName(/Almirante Demo/);
    await expect(await within(header).findByTestId('planet-switcher')).toBeVisible();
    const bar = canvas.getByTestId('resource-bar');
    const tops = new Set(
      within(bar)
        .queryAllByRole('button')
        .map((button) => Math.round(button.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBeLessThanOrEqual(1);
    // 14 px in the app (0.875rem of a 16 px root): never below the 0.875rem token.
    const minText = 0.875 * parseFloat(getComputedStyle(document.documentElement).fontSize) - 0.01;
    for (const element of [header, bar, canvas.getByTestId('tab-bar')]) {
      for (const node of element.querySelectorAll<HTMLElement>('*')) {
        if (!node.childNodes.length || ![...node.childNodes].some((child) => child.nodeType === 3 && child.textContent?.trim())) continue;
        if (node.closest('.visually-hidden') || node.getBoundingClientRect().width === 0) continue;
        await expect({ text: node.textContent, size: parseFloat(getComputedStyle(node).fontSize) >= minText }).toEqual({
          text: node.textContent,
          size: true,
        });
      }
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
