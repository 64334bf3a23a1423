import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'react-router-dom';
import { routes } from '@imperio/api-client';
import { db, galaxyMap, recordRequests, scenarioHelpers, scenarios } from '@imperio/mocks';
import { worker } from '@imperio/mocks/browser';
import { GalaxyScreen } from './Galaxy';

/** The first unexplored system of galaxy 3 in the generated universe (deterministic). */
const UNEXPLORED = (() => {
  for (let system = 1; system < 499; system++) if (!galaxyMap.isExplored(3, system)) return system;
  return 1;
})();

const meta = {
  title: 'Screens/Galaxia',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-galaxy',
  component: GalaxyScreen,
  parameters: { layout: 'fullscreen', route: '/galaxy', selectedPlanet: 101 },
} satisfies Meta<typeof GalaxyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const body = () => within(document.body);
const SLOW = { timeout: 10_000 };

async function grid(canvas: Canvas) {
  return canvas.findByRole('list', { name: /Posiciones del sistema/ }, SLOW);
}

async function slotAt(canvas: Canvas, position: number) {
  const list = await grid(canvas);
  const slot = list.querySelector<HTMLButtonElement>(`button[data-position="${position}"]`);
  if (!slot) throw new Error(`no slot ${position}`);
  return slot;
}

async function search(canvas: Canvas, text: string) {
  const box = canvas.getByPlaceholderText('Buscar [1:2] o nombre...');
  await userEvent.clear(box);
  // '[' and '{' start key descriptors in user-event: doubled, they are typed as themselves.
  await userEvent.type(box, `${text.replace(/[[{]/g, (c) => c + c)}{Enter}`);
}

/** The demo home, 1:42 'Solaris': the selected planet's system. */
export const ExploredSystem: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Galaxia [1:42]' })).toBeVisible();
    const list = await grid(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    await expect(canvas.getByTestId('galaxy-banner')).toHaveTextContent(/^Sistema explorado - \d+\/15 planetas colonizados$/);
    await expect(canvas.getByRole('heading', { name: 'Solaris' })).toBeVisible();
    await expect(canvas.getByTestId('stat-explored')).toHaveTextContent('Sí');
    await expect(canvas.getByText('Leyenda')).toBeVisible();
    for (const entry of ['Tus planetas', 'Ocupado', 'Libre', 'Posición vacía']) await expect(canvas.getByText(entry)).toBeVisible();
  },
};

/** A 404 from the server: 15 free positions, no error. */
export const UnexploredSystem: Story = {
  parameters: { route: `/galaxy?g=3&s=${UNEXPLORED}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sistema sin explorar - 15 posiciones disponibles', {}, SLOW)).toBeVisible();
    await expect(canvas.getAllByText('Sin colonizar').length).toBeGreaterThanOrEqual(15);
    await expect(canvas.getAllByText('Requiere nave colonizadora').length).toBeGreaterThanOrEqual(15);
    await expect(canvas.getByText(`[3:${UNEXPLORED}:1]`)).toBeVisible();
    await expect(canvas.getByTestId('stat-explored')).toHaveTextContent('No');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The commander's home planet: 'Tu planeta' in the slot and in the side panel. */
export const OwnPlanet: Story = {
  play: async ({ canvas }) => {
    const home = await slotAt(canvas, 7);
    await expect(home).toHaveAttribute('data-kind', 'mine');
    await expect(home).toHaveAccessibleName(/^Posición 7 .*Nueva Esperanza/);
    await expect(within(home).getAllByText('Tu planeta').length).toBeGreaterThan(0);
    await expect(within(home).getByText(/°C a .*°C/)).toBeVisible();
    const panel = canvas.getByRole('region', { name: 'Información del sistema' });
    await expect(within(panel).getByText('Nueva Esperanza')).toBeVisible();
    await expect(within(panel).getByText('Tu planeta')).toBeVisible();
  },
};

/** Debris at 1:42:9: amounts, 'Requiere naves recicladoras' and the recycle hand-over. */
export const SystemWithDebris: Story = {
  play: async ({ canvas }) => {
    const slot = await slotAt(canvas, 9);
    await waitFor(() => expect(within(slot).getByText('Requiere naves recicladoras')).toBeVisible(), SLOW);
    await expect(within(slot).getByText(/Metal .* · Cristal .* · Total/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ir a [1:42:9]' })).toBeVisible();
    await userEvent.click(slot);
    const dialog = await body().findByRole('dialog', { name: 'Posición [1:42:9]' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Enviar recicladores' })).toBeEnabled(), SLOW);
  },
};

/** 15 of 15 positions colonised: nothing free, not colonisable. */
export const FullSystem: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.fullSystem } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sistema explorado - 15/15 planetas colonizados', {}, SLOW)).toBeVisible();
    await expect(canvas.getByTestId('stat-free')).toHaveTextContent('0');
    await expect(canvas.getByTestId('stat-colonizable')).toHaveTextContent('No');
    await expect(canvas.queryByText('Disponible para colonizar')).toBeNull();
  },
};

/** A text search by owner name lists systems; a result opens its system. */
/**
 * 'Buscar' pressed from the keyboard: disabled while the search runs (Chromium then drops the
 * focus to the page's start), it gets the focus back with the results.
 */
export const SearchButtonKeepsFocus: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: { scenario: [scenarioHelpers.hold('get', routes.galaxy.search)] } } },
  play: async ({ canvas }) => {
    await grid(canvas);
    await userEvent.type(canvas.getByPlaceholderText('Buscar [1:2] o nombre...'), 'Nova Stark');
    const submit = canvas.getByRole('button', { name: 'Buscar' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Buscando...' })).toBeDisabled(), SLOW);
    await canvas.findByRole('region', { name: 'Resultados de búsqueda' }, SLOW);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Buscar' })).toHaveFocus(), SLOW);
  },
};

export const SearchResults: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await grid(canvas);
    await search(canvas, 'Nova Stark');
    const results = await canvas.findByRole('region', { name: 'Resultados de búsqueda' }, SLOW);
    await expect(within(results).getByRole('status')).toHaveTextContent(/encontrados? para «Nova Stark»/);
    const first = within(results)
      .getAllByRole('button')
      .find((button) => /\[\d+:\d+\]/.test(button.textContent ?? ''))!;
    const coords = /\[(\d+):(\d+)\]/.exec(first.textContent ?? '')!;
    await userEvent.click(first);
    await expect(await canvas.findByRole('heading', { level: 1, name: `Galaxia [${coords[1]}:${coords[2]}]` })).toBeVisible();
  },
};

/** Coordinates jump and highlight the position; nothing is sent for blank text. */
export const SearchByCoordinates: Story = {
  play: async ({ canvas }) => {
    await grid(canvas);
    await search(canvas, ' 1:44:4 ');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Galaxia [1:44]' })).toBeVisible();
    await waitFor(async () => expect(await slotAt(canvas, 4)).toHaveAttribute('aria-current', 'location'), SLOW);
    await search(canvas, '   ');
    await expect(canvas.queryByRole('region', { name: 'Resultados de búsqueda' })).toBeNull();
  },
};

/** The placeholder's own form: '[1:2]' jumps; '[1:44:4]' jumps and puts the focus on position 4. */
export const SearchBracketedCoordinates: Story = {
  play: async ({ canvas }) => {
    await grid(canvas);
    await search(canvas, '[1:2]');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Galaxia [1:2]' }, SLOW)).toBeVisible();
    await search(canvas, '[1:44:4]');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Galaxia [1:44]' }, SLOW)).toBeVisible();
    await waitFor(async () => expect(await slotAt(canvas, 4)).toHaveFocus(), SLOW);
    await expect(await slotAt(canvas, 4)).toHaveAttribute('aria-current', 'location');
    await expect(canvas.queryByRole('region', { name: 'Resultados de búsqueda' })).toBeNull();
  },
};

/** Out-of-range coordinates are refused with a clear message, and nothing moves. */
export const SearchOutOfRange: Story = {
  play: async ({ canvas }) => {
    await grid(canvas);
    await search(canvas, '1:44:99');
    await expect(await canvas.findByText('Coordenadas fuera de rango: la posición va de 1 a 15.')).toBeVisible();
    await expect(canvas.getByPlaceholderText('Buscar [1:2] o nombre...')).toHaveAttribute('aria-invalid', 'true');
    await search(canvas, '0:0');
    await expect(await canvas.findByText('Coordenadas fuera de rango: la galaxia va de 1 a 9.')).toBeVisible();
    await search(canvas, '999:999');
    await expect(await canvas.findByText('Coordenadas fuera de rango: la galaxia va de 1 a 9.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Galaxia [1:42]');
  },
};

/** A system past the last one: the system's range is named. */
export const SearchSystemOutOfRange: Story = {
  play: async ({ canvas }) => {
    await grid(canvas);
    await search(canvas, '[1:999]');
    await expect(await canvas.findByText('Coordenadas fuera de rango: el sistema va de 1 a 499.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Galaxia [1:42]');
  },
};

/** Coordinates that cannot be read ('[1:2', '1:2:3:4') say how to write them instead of searching. */
export const SearchMalformed: Story = {
  play: async ({ canvas }) => {
    await grid(canvas);
    const text = 'Coordenadas no válidas: escribe [galaxia:sistema] o [galaxia:sistema:posición], por ejemplo [1:2].';
    await search(canvas, '[1:2');
    await expect(await canvas.findByText(text)).toBeVisible();
    await search(canvas, '1:2:3:4');
    await expect(await canvas.findByText(text)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Resultados de búsqueda' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Galaxia [1:42]');
  },
};

/** 300 pasted characters: kept in the box (nothing cut) and refused with the limit, as they arrive. */
export const SearchTooLong: Story = {
  play: async ({ canvas }) => {
    await grid(canvas);
    const box = canvas.getByPlaceholderText('Buscar [1:2] o nombre...');
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(300));
    await expect(await canvas.findByText('La búsqueda admite hasta 100 caracteres.')).toBeVisible();
    await expect(box).toHaveValue('x'.repeat(300));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('La búsqueda admite hasta 100 caracteres.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Resultados de búsqueda' })).toBeNull();
  },
};

export const SearchNoResults: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.searchNoResults } } },
  play: async ({ canvas }) => {
    await grid(canvas);
    await search(canvas, 'Andrómeda perdida');
    await expect(await canvas.findByText('No se encontraron sistemas para «Andrómeda perdida»', {}, SLOW)).toBeVisible();
  },
};

/** The system cannot be loaded: the red line with the catalogue text. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.systemError } } },
  play: async ({ canvas }) => {
    const line = await canvas.findByRole('alert', {}, SLOW);
    await expect(line).toHaveTextContent('Error al cargar el sistema');
    await expect(within(line).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  },
};

/** The server says why: its `detail` replaces the default. */
export const LoadErrorWithServerMessage: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.systemServerMessage } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('El mapa galáctico está en mantenimiento.');
  },
};

export const SearchError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.searchError } } },
  play: async ({ canvas }) => {
    await grid(canvas);
    await search(canvas, 'Solaris');
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('Error en la búsqueda');
    await expect(canvas.getByPlaceholderText('Buscar [1:2] o nombre...')).toHaveValue('Solaris');
  },
};

/** Hover (or focus) opens a slot's tooltip. */
export const TooltipOpen: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    const home = await slotAt(canvas, 7);
    await userEvent.hover(home);
    const tooltip = await body().findByRole('tooltip', {}, SLOW);
    await expect(tooltip).toHaveTextContent('Nueva Esperanza');
    await expect(tooltip).toHaveTextContent('[1:42:7]');
  },
};

/** Galaxy 1, system 1: both "previous" buttons are disabled. */
export const FirstSystem: Story = {
  parameters: { route: '/galaxy?g=1&s=1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Galaxia [1:1]' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Galaxia anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sistema anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sistema siguiente' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sistema siguiente' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Galaxia [1:2]' })).toBeVisible();
  },
};

/** Arrow keys move between slots and, past the ends, between systems; typing is left alone. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    const first = await slotAt(canvas, 1);
    first.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(await slotAt(canvas, 7)).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Galaxia [1:41]' })).toBeVisible();
    await waitFor(async () => expect(await slotAt(canvas, 15)).toHaveFocus(), SLOW);
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByRole('dialog', { name: 'Posición [1:41:15]' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const box = canvas.getByPlaceholderText('Buscar [1:2] o nombre...');
    await userEvent.type(box, '1:4{ArrowLeft}{ArrowRight}');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Galaxia [1:41]');
  },
};

/** Colonising a free planet fails: the catalogue text in the dialog, which stays open. */
export const ColoniseError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.colonizeError } } },
  play: async ({ canvas }) => {
    const list = await grid(canvas);
    const free = list.querySelector<HTMLButtonElement>('button[data-kind="free"]')!;
    await userEvent.click(free);
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Colonizar' }));
    await expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent('Error al colonizar planeta');
    await expect(within(dialog).getByRole('button', { name: 'Colonizar' })).toBeEnabled();
  },
};

/** Colonising works in the demo universe: the slot becomes the player's. */
export const Colonise: Story = {
  play: async ({ canvas }) => {
    const list = await grid(canvas);
    const free = list.querySelector<HTMLButtonElement>('button[data-kind="free"]')!;
    const position = Number(free.dataset.position);
    await userEvent.click(free);
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Colonizar' }));
    await expect(await canvas.findByText(/^Has colonizado .* en \[1:42:\d+\]\.$/, {}, SLOW)).toBeVisible();
    await waitFor(async () => expect(await slotAt(canvas, position)).toHaveAttribute('data-kind', 'mine'), SLOW);
    // The dialog closed on success: the focus is back on the slot that opened it.
    await waitFor(async () => expect(await slotAt(canvas, position)).toHaveFocus(), SLOW);
  },
};

/** Abandoning asks first; confirming without a server message fails with the catalogue text. */
export const AbandonConfirmation: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await userEvent.click(await slotAt(canvas, 7));
    const dialog = await body().findByRole('dialog', { name: 'Posición [1:42:7]' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abandonar planeta' }));
    const confirm = await body().findByRole('alertdialog', { name: '¿Abandonar Nueva Esperanza?' });
    await expect(within(confirm).getByText(/Perderás el planeta \[1:42:7\]/)).toBeVisible();
    await expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await expect(within(confirm).getByRole('button', { name: 'Abandonar' })).toBeEnabled();
  },
};

export const AbandonError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.abandonError } } },
  play: async ({ canvas }) => {
    await userEvent.click(await slotAt(canvas, 7));
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Abandonar planeta' }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Abandonar' }));
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('Error al abandonar planeta');
    await expect(await slotAt(canvas, 7)).toHaveAttribute('data-kind', 'mine');
    // The confirmation closed: the focus is back on the slot (its own opener, the slot's dialog, is gone).
    await waitFor(async () => expect(await slotAt(canvas, 7)).toHaveFocus(), SLOW);
  },
};

/** Nearby debris fails: silently none, the system still shows. */
export const DebrisFailing: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.debrisError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sin escombros cercanos', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByText('Requiere naves recicladoras')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.galaxy.systemLoading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Galaxia [1:42]' }, SLOW)).toBeVisible();
    await expect(canvas.getByText('Cargando sistema...')).toBeVisible();
  },
};

const holdColonize = [scenarioHelpers.hold('post', routes.galaxy.colonize(':id'))];
/** Presses with no pause between them (before any re-render): the worst case of a double click. */
const fast = () => userEvent.setup({ delay: null });

/** A double click on 'Colonizar' sends one request; the button waits while it is pending. */
export const ColoniseDoubleClick: Story = {
  parameters: { msw: { handlers: { scenario: holdColonize } } },
  play: async ({ canvas }) => {
    const log = recordRequests(worker);
    const list = await grid(canvas);
    const free = list.querySelector<HTMLButtonElement>('button[data-kind="free"]')!;
    await userEvent.click(free);
    const button = within(await body().findByRole('dialog')).getByRole('button', { name: 'Colonizar' });
    await fast().dblClick(button);
    await expect(await within(await body().findByRole('dialog')).findByRole('button', { name: 'Colonizando...' })).toBeDisabled();
    await expect(await canvas.findByText(/^Has colonizado .* en \[1:42:\d+\]\.$/, {}, SLOW)).toBeVisible();
    await expect(log.count('POST', routes.galaxy.colonize(':id'))).toBe(1);
    log.stop();
  },
};

const holdAbandon = [scenarioHelpers.hold('post', routes.galaxy.abandon(':id'))];

/** A double click on the confirmation's 'Abandonar' sends one request. */
export const AbandonDoubleClick: Story = {
  parameters: { msw: { handlers: { scenario: [...holdAbandon, ...scenarios.galaxy.abandonError] } } },
  play: async ({ canvas }) => {
    const log = recordRequests(worker);
    await userEvent.click(await slotAt(canvas, 7));
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Abandonar planeta' }));
    const confirm = await body().findByRole('alertdialog');
    await fast().dblClick(within(confirm).getByRole('button', { name: 'Abandonar' }));
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('Error al abandonar planeta');
    await expect(log.count('POST', routes.galaxy.abandon(':id'))).toBe(1);
    log.stop();
  },
};

// ---- phones -----------------------------------------------------------------------------------

const PHONE = { viewport: { value: 'phone', isRotated: false } };

/** Checks what a thumb needs: no sideways scroll, 44 px rows, text of at least 14 px. */
async function expectPhoneFriendly(list: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  for (const row of within(list).getAllByRole('button')) {
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(parseFloat(getComputedStyle(row).fontSize)).toBeGreaterThanOrEqual(14);
  }
}

/** Below 768 px: 15 rows (position, planet, owner, debris marker, action); the panel is a sheet. */
export const PhoneList: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    const list = await grid(canvas);
    await expect(list).toHaveAttribute('data-layout', 'list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    await expectPhoneFriendly(list);
    const home = await slotAt(canvas, 7);
    await expect(home).toHaveTextContent('Nueva Esperanza');
    await expect(home).toHaveTextContent('Tu planeta');
    await waitFor(async () => expect(within(await slotAt(canvas, 9)).getByText('Escombros')).toBeInTheDocument(), SLOW);
    // The side panel is not beside the list: a button opens it as a sheet.
    await expect(canvas.queryByRole('region', { name: 'Información del sistema' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Información del sistema' }));
    const sheet = await body().findByRole('dialog', { name: 'Información del sistema' });
    await expect(within(sheet).getByRole('heading', { name: 'Solaris' })).toBeVisible();
    await expect(within(sheet).getByText('Leyenda')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The phone list in light theme and English: a row opens the slot's actions. */
export const PhoneListEnglishLight: Story = {
  globals: { ...PHONE, theme: 'light', locale: 'en' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: /Positions of system/ }, SLOW);
    await expectPhoneFriendly(list);
    const empty = list.querySelector<HTMLButtonElement>('button[data-kind="empty"]');
    if (empty) {
      await expect(empty).toHaveTextContent('Not colonised');
      await userEvent.click(empty);
      const dialog = await body().findByRole('dialog');
      await expect(within(dialog).getByRole('button', { name: 'Send a colony ship' })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'System information' })).toBeVisible();
  },
};

// ---- fleet missions from a slot ---------------------------------------------------------------

/** Shows where the app went (the story renders the screen at every path). */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
const withLocation: NonNullable<Story['decorators']> = [
  (Story) => (
    <>
      <Story />
      <Where />
    </>
  ),
];

/** A foreign planet: spy, attack, transport and a message; 'Espiar…' (more options) opens the prefilled form. */
export const ForeignSlotMissions: Story = {
  decorators: withLocation,
  play: async ({ canvas }) => {
    const list = await grid(canvas);
    const foreign = list.querySelector<HTMLButtonElement>('button[data-kind="occupied"]')!;
    const position = foreign.dataset.position;
    await userEvent.click(foreign);
    const dialog = await body().findByRole('dialog', { name: `Posición [1:42:${position}]` });
    const fleet = within(dialog).getByRole('group', { name: 'Enviar flota' });
    const missions = within(fleet)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(missions.slice(0, 3)).toEqual(['Espiar', 'Atacar', 'Transportar']);
    await expect(within(fleet).queryByRole('button', { name: 'Desplegar' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Espiar…' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent(`/fleet?g=1&s=42&p=${position}&type=planet&mission=espionage`);
  },
};

/** 'Enviar mensaje' opens compose with the owner's username (Orión Vale at 1:42:2 is the player 'orion'). */
export const MessageOwner: Story = {
  decorators: withLocation,
  play: async ({ canvas }) => {
    await userEvent.click(await slotAt(canvas, 2));
    const dialog = await body().findByRole('dialog', { name: 'Posición [1:42:2]' });
    await expect(within(dialog).getByText('Orión Vale')).toBeVisible();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Enviar mensaje' }, SLOW));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/messages?compose=orion');
  },
};

/** An owner the recipient search does not know (a commander of the map, not a player): no 'Enviar mensaje'. */
export const NoMessageToUnknownOwner: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await slotAt(canvas, 9));
    const dialog = await body().findByRole('dialog', { name: 'Posición [1:42:9]' });
    await expect(within(dialog).getByText('Marek Doss')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Espiar' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(dialog).queryByRole('button', { name: 'Enviar mensaje' })).toBeNull();
  },
};

/** The selected planet (the origin) offers no fleet mission to itself; debris there offers recycle. */
export const OwnSlotMissions: Story = {
  decorators: withLocation,
  play: async ({ canvas }) => {
    await userEvent.click(await slotAt(canvas, 7));
    const dialog = await body().findByRole('dialog', { name: 'Posición [1:42:7]' });
    await expect(within(dialog).queryByRole('group', { name: 'Enviar flota' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Enviar mensaje' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await slotAt(canvas, 9));
    const debris = await body().findByRole('dialog', { name: 'Posición [1:42:9]' });
    await expect(await within(debris).findByRole('button', { name: 'Enviar recicladores' })).toBeVisible();
    await userEvent.click(
      within(within(debris).getByRole('group', { name: 'Más opciones' })).getByRole('button', { name: 'Enviar recicladores…' }),
    );
    await expect(canvas.getByTestId('location')).toHaveTextContent('/fleet?g=1&s=42&p=9&type=debris&mission=recycle');
  },
};

/** The missions in English. */
export const SlotMissionsEnglish: Story = {
  globals: { locale: 'en', theme: 'light' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: /Positions of system/ }, SLOW);
    await userEvent.click(list.querySelector<HTMLButtonElement>('button[data-kind="occupied"]')!);
    const fleet = within(await body().findByRole('dialog')).getByRole('group', { name: 'Send fleet' });
    for (const name of ['Spy', 'Attack', 'Transport']) await expect(within(fleet).getByRole('button', { name })).toBeVisible();
  },
};

// ---- two clicks: spy and recycle sent at once -------------------------------------------------

const CREATE = routes.fleet.create;
/** The occupied slot the e2e spies on. */
const SPY_TARGET = 4;

/** Opens a slot's dialog and returns its quick button once the origin's ships are known. */
async function quickButton(canvas: Canvas, position: number, name: string) {
  await userEvent.click(await slotAt(canvas, position));
  const dialog = await body().findByRole('dialog', { name: `Posición [1:42:${position}]` });
  const button = within(within(dialog).getByRole('group', { name: 'Enviar flota' })).getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled(), SLOW);
  return { dialog, button };
}

/** 'Espiar' sends one probe from the selected planet at once: the dialog closes and the notice gives the arrival and a way to Flota. */
export const SpySent: Story = {
  play: async ({ canvas }) => {
    const log = recordRequests(worker);
    const { button } = await quickButton(canvas, SPY_TARGET, 'Espiar');
    await userEvent.click(button);
    const notice = await canvas.findByTestId('quick-sent', {}, SLOW);
    await expect(notice).toHaveTextContent(`Misión enviada: Espionaje hacia [1:42:${SPY_TARGET}]. Llegada:`);
    await expect(within(notice).getByTestId('quick-arrival')).toHaveTextContent(/^\d{2}:\d{2}:\d{2}( \(\w[\w ]*\))?$/);
    await expect(canvas.getByRole('link', { name: 'Ver en Flota' })).toHaveAttribute('href', '/fleet');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The focus is back on the slot that opened the dialog (not lost to the page).
    await waitFor(async () => expect(await slotAt(canvas, SPY_TARGET)).toHaveFocus(), SLOW);
    await expect(log.count('POST', CREATE)).toBe(1);
    await expect(log.matching('POST', CREATE)[0]!.body).toMatchObject({
      mission_type: 'espionage',
      origin_planet_id: 101,
      destination_galaxy: 1,
      destination_system: 42,
      destination_position: SPY_TARGET,
      destination_type: 'planet',
      ships: [{ espionage_probe: 1 }],
    });
    log.stop();
  },
};

/** A double click on 'Espiar' sends one fleet: the button reads 'Enviando...' and waits while the request is out. */
export const SpySending: Story = {
  parameters: { msw: { handlers: { scenario: [scenarioHelpers.hold('post', CREATE, 1_500)] } } },
  play: async ({ canvas }) => {
    const log = recordRequests(worker);
    const { dialog, button } = await quickButton(canvas, SPY_TARGET, 'Espiar');
    await userEvent.setup({ delay: null }).dblClick(button);
    await expect(await within(dialog).findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Atacar' })).toBeEnabled();
    await expect(await canvas.findByTestId('quick-sent', {}, SLOW)).toHaveTextContent('Misión enviada: Espionaje');
    await expect(log.count('POST', CREATE)).toBe(1);
    log.stop();
  },
};

/** The server refuses (not enough deuterium): its text in the dialog, which stays open; Enter pressed twice sent one request; 'Espiar' can be tried again. */
export const SpyFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [scenarioHelpers.failWith('post', CREATE, 400, { error: 'Deuterio insuficiente: el viaje necesita 3 de combustible.' })],
      },
    },
  },
  play: async ({ canvas }) => {
    const log = recordRequests(worker);
    const { dialog, button } = await quickButton(canvas, SPY_TARGET, 'Espiar');
    button.focus();
    await userEvent.setup({ delay: null }).keyboard('{Enter}{Enter}');
    await expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Error: Deuterio insuficiente: el viaje necesita 3 de combustible.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Espiar' })).toBeEnabled());
    await expect(canvas.queryByTestId('quick-sent')).toBeNull();
    await expect(log.count('POST', CREATE)).toBe(1);
    log.stop();
  },
};

/** A 500 without a body, then an answer the client cannot read: readable texts, never a crash. */
export const SpyServerErrorAndMalformed: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.missions.createBare } } },
  play: async ({ canvas }) => {
    const { dialog, button } = await quickButton(canvas, SPY_TARGET, 'Espiar');
    await userEvent.click(button);
    await expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent('Error: no se pudo crear la misión');
    worker.use(scenarioHelpers.wrongShape('post', CREATE));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Espiar' }));
    await expect(await within(dialog).findByText(/^La respuesta del servidor no se pudo leer/, {}, SLOW)).toBeVisible();
  },
};

/** Forja Boreal has no probe: 'Espiar' is disabled and says why; 'Espiar…' still opens the fleet form. */
export const NoProbes: Story = {
  decorators: withLocation,
  parameters: { route: '/galaxy?g=1&s=42', selectedPlanet: 102 },
  play: async ({ canvas }) => {
    await userEvent.click(await slotAt(canvas, SPY_TARGET));
    const dialog = await body().findByRole('dialog', { name: `Posición [1:42:${SPY_TARGET}]` });
    const reason = await within(dialog).findByText('Forja Boreal no tiene naves de tipo Sonda de espionaje.', {}, SLOW);
    const spy = within(dialog).getByRole('button', { name: 'Espiar' });
    await expect(spy).toBeDisabled();
    await expect(spy).toHaveAccessibleDescription(reason.textContent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Espiar…' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent(`/fleet?g=1&s=42&p=${SPY_TARGET}&type=planet&mission=espionage`);
  },
};

/** 'Enviar recicladores' sends the recyclers that carry the whole field (at most the 2 on the planet). */
export const RecycleSent: Story = {
  play: async ({ canvas }) => {
    const log = recordRequests(worker);
    const field = db.debrisFields.findFirst((q) => q.where({ galaxy: 1, system: 42, position: 9 }))!;
    const needed = Math.min(2, Math.ceil((field.metal_amount + field.crystal_amount) / 20_000));
    const { button } = await quickButton(canvas, 9, 'Enviar recicladores');
    await userEvent.click(button);
    await expect(await canvas.findByTestId('quick-sent', {}, SLOW)).toHaveTextContent('Misión enviada: Reciclar hacia [1:42:9]. Llegada:');
    await expect(log.matching('POST', CREATE)[0]!.body).toMatchObject({
      mission_type: 'recycle',
      destination_type: 'debris',
      destination_position: 9,
      ships: [{ recycler: needed }],
    });
    await expect(log.count('POST', CREATE)).toBe(1);
    log.stop();
  },
};

/** The confirmation on a phone, light theme, English: above the tab bar, with its link to Fleet. */
export const SpySentPhoneEnglishLight: Story = {
  globals: { ...PHONE, theme: 'light', locale: 'en' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: /Positions of system/ }, SLOW);
    await userEvent.click(list.querySelector<HTMLButtonElement>(`button[data-position="${SPY_TARGET}"]`)!);
    const dialog = await body().findByRole('dialog');
    const spy = within(dialog).getByRole('button', { name: 'Spy' });
    await waitFor(() => expect(spy).toBeEnabled(), SLOW);
    await expect(within(dialog).getByRole('button', { name: 'Spy…' })).toBeVisible();
    await userEvent.click(spy);
    await expect(await canvas.findByTestId('quick-sent', {}, SLOW)).toHaveTextContent(
      `Mission sent: Espionage to [1:42:${SPY_TARGET}]. Arrival:`,
    );
    await expect(canvas.getByRole('link', { name: 'View in Fleet' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
