import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { DesignerScreen } from './DesignerScreen';
import { planetById, planetPosition, type PlanetId, type Point, type RoutePlan } from '../../lib/navigation';
import type { DesignSlots } from '../../lib/shipDesign';
import { storyTexts } from '../../workbench/play/storyTexts';
import { apiFails, apiNeverAnswers, expectNoServerState, forgetApiCalls, MOCK_ONLY_DESCRIPTION } from '../../workbench/play/mockOnly';

const meta = {
  title: 'Screens/Diseño',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-designer',
  component: DesignerScreen,
  parameters: { route: '/feature1', docs: { description: { component: MOCK_ONLY_DESCRIPTION } } },
} satisfies Meta<typeof DesignerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Cazador ligero, Fusión, Cañón láser, Energía, Ampliado: mass 90, speed 2500, fuel 5000. */
const travelDesign: DesignSlots = {
  hull: 'hull_light_fighter',
  engine: 'engine_fusion',
  weapon: 'weapon_laser_cannon',
  shield: 'shield_energy',
  fuel: 'fuel_extended',
};
/** The same with the 'Estándar' tank (fuel 1000, mass 75). */
const smallTankDesign: DesignSlots = { ...travelDesign, fuel: 'fuel_standard' };

/** Where a planet is at step 0 (the still layout of the stories). */
const at = (planet: PlanetId): Point => planetPosition(planetById(planet), 0);
const route = (origin: PlanetId, destination: PlanetId, waypoints: Point[] = []): RoutePlan => ({
  origin: { planet: origin, point: at(origin) },
  destination: { planet: destination, point: at(destination) },
  waypoints,
});

const slot = (canvas: Canvas, type: string) => canvas.getByTestId(`slot-${type}`);
const analysis = (canvas: Canvas) => within(canvas.getByTestId('analysis-panel'));

/** Each named design total (`total-<name>`: mass, armor, firepower, speed, fuel) and, if given, the cost line. */
async function expectTotals(canvas: Canvas, totals: Record<string, string>, cost?: string) {
  for (const [name, text] of Object.entries(totals)) await expect(canvas.getByTestId(`total-${name}`)).toHaveTextContent(text);
  if (cost !== undefined) await expect(canvas.getByTestId('design-totals')).toHaveTextContent(cost);
}

// ---- Design tab -----------------------------------------------------------------------------

export const EmptyDesign: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Diseño' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('Nombre de la nave')).toHaveValue('Cazador personalizado');
    for (const type of ['hull', 'engine', 'weapon', 'shield', 'fuel']) await expect(slot(canvas, type)).toHaveTextContent('Vacío');
    await expect(canvas.queryByRole('button', { name: /^Remover/ })).toBeNull();
    await expectTotals(canvas, { mass: '0', speed: '0' });
    await expect(canvas.getByText('Elige un componente del catálogo para ver sus estadísticas, masa y coste.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Diseño' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Esta acción aún no está disponible.');
    await expect(canvas.getByRole('button', { name: 'Reiniciar' })).toBeEnabled();
  },
};

export const PartlyEquipped: Story = {
  args: { initialSlots: { hull: 'hull_heavy_cruiser', engine: 'engine_fusion' } },
  play: async ({ canvas }) => {
    await expect(slot(canvas, 'hull')).toHaveTextContent('Crucero pesado');
    await expect(slot(canvas, 'engine')).toHaveTextContent('Fusión');
    await expect(slot(canvas, 'weapon')).toHaveTextContent('Vacío');
    await expectTotals(canvas, { mass: '90', armor: '500', speed: '2.500', fuel: '0' }, 'Metal 13.000Cristal 14.000Deuterio 4.000');
  },
};

export const FullyEquipped: Story = {
  tags: ['en-light'],
  args: {
    initialName: 'Vanguardia',
    initialSlots: {
      hull: 'hull_heavy_cruiser',
      engine: 'engine_fusion',
      weapon: 'weapon_plasma_cannon',
      shield: 'shield_plasma',
      fuel: 'fuel_extended',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nombre de la nave')).toHaveValue('Vanguardia');
    await expect(canvas.getAllByRole('button', { name: /^Remover/ })).toHaveLength(5);
    const totals = { mass: '165', armor: '900', firepower: '200', speed: '2.500', fuel: '5.000' };
    await expectTotals(canvas, totals, 'Metal 28.000Cristal 28.500Deuterio 7.000');
  },
};

export const ComponentDetails: Story = {
  args: { initialSelectedId: 'engine_antimatter' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Motor', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Antimateria/, pressed: true })).toBeVisible();
    const details = within(canvas.getByRole('heading', { name: 'Detalles del componente' }).closest('section')!);
    await expect(details.getByRole('heading', { name: 'Antimateria · Motor' })).toBeVisible();
    const stats = details.getByTestId('component-stats');
    await expect(stats).toHaveTextContent('Potencia800');
    await expect(stats).toHaveTextContent('Eficiencia95 %');
    await expect(stats).toHaveTextContent('Velocidad5.000');
    await expect(stats).toHaveTextContent('Masa80');
    await expect(stats).toHaveTextContent('Metal 50.000Cristal 75.000Deuterio 25.000');
  },
};

export const InstallAndRemove: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Combustible' }));
    await userEvent.click(canvas.getByRole('button', { name: /Masivo/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Instalar Componente' }));
    await expect(slot(canvas, 'fuel')).toHaveTextContent('Masivo');
    await expect(canvas.getByTestId('total-fuel')).toHaveTextContent('20.000');
    await expect(canvas.getByTestId('total-mass')).toHaveTextContent('80');
    await expect(canvas.getByRole('button', { name: 'Instalar Componente' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Estándar/ }));
    await expect(canvas.getByText('Sustituirá a Masivo.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Instalar Componente' }));
    await expect(canvas.getByTestId('total-fuel')).toHaveTextContent('1.000');
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Estándar (Combustible)' }));
    await expect(slot(canvas, 'fuel')).toHaveTextContent('Vacío');
    await expect(canvas.getByTestId('total-fuel')).toHaveTextContent('0');
  },
};

const typeStory = (type: 'hull' | 'engine' | 'weapon' | 'shield' | 'fuel', label: string, names: string[]): Story => ({
  args: { initialType: type },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: label, pressed: true })).toBeVisible();
    const list = within(canvas.getByRole('list', { name: label }));
    await expect(list.getAllByRole('button').map((b) => b.textContent?.replace(/Masa.*/, ''))).toEqual(names);
  },
});

export const HullSelected = typeStory('hull', 'Casco', ['Cazador ligero', 'Crucero pesado', 'Nave capital']);
export const EngineSelected = typeStory('engine', 'Motor', ['Iónico', 'Fusión', 'Antimateria']);
export const WeaponSelected = typeStory('weapon', 'Arma', ['Cañón láser', 'Cañón de plasma', 'Torpedo de antimateria']);
export const ShieldSelected = typeStory('shield', 'Escudo', ['Energía', 'Plasma', 'Cuántico']);
export const FuelSelected = typeStory('fuel', 'Combustible', ['Estándar', 'Ampliado', 'Masivo']);

// ---- Navigation tab -------------------------------------------------------------------------

export const NavigationNoOrigin: Story = {
  args: { initialTab: 'navigation', initialSlots: travelDesign },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('nav-status')).toHaveTextContent('Elige el planeta de origen.');
    for (const name of ['Mercurio', 'Venus', 'Tierra', 'Marte', 'Júpiter', 'Saturno'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(analysis(canvas).getByText('Elige origen y destino para analizar la ruta.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Simular' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    await expect(canvas.getByText('Cazador personalizado: masa 90, velocidad 2.500, combustible 5.000')).toBeVisible();
  },
};

export const NavigationOriginSet: Story = {
  args: { initialTab: 'navigation', initialSlots: travelDesign },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tierra' }));
    await expect(canvas.getByTestId('nav-status')).toHaveTextContent('Origen: Tierra. Elige el planeta de destino.');
    await expect(canvas.getByRole('button', { name: 'Tierra (origen)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Simular' })).toBeDisabled();
  },
};

export const NavigationClickOriginAgainClears: Story = {
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('earth', 'mars') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Marte (destino)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tierra (origen)' }));
    await expect(canvas.getByTestId('nav-status')).toHaveTextContent('Elige el planeta de origen.');
    await expect(canvas.queryByTestId('route-line')).toBeNull();
  },
};

export const NavigationRouteSet: Story = {
  tags: ['en-light'],
  args: { initialTab: 'navigation', initialSlots: travelDesign },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tierra' }));
    canvas.getByRole('button', { name: 'Marte' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('nav-status')).toHaveTextContent('Ruta: Tierra → Marte');
    await expect(canvas.getByRole('button', { name: 'Simular', pressed: true })).toBeEnabled();
    const panel = analysis(canvas);
    await expect(panel.getByText('Ruta viable')).toBeVisible();
    await expect(canvas.getByTestId('route-zones')).toHaveTextContent('Ninguna');
    await expect(panel.getByRole('button', { name: 'Confirmar' })).toBeVisible();
    // Simulate off: no confirmation offered.
    await userEvent.click(canvas.getByRole('button', { name: 'Simular' }));
    await expect(panel.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    await expect(panel.getByText('Activa «Simular» para poder confirmar la ruta.')).toBeVisible();
  },
};

export const NavigationRouteWithWaypoints: Story = {
  args: {
    initialTab: 'navigation',
    initialSlots: travelDesign,
    initialPlan: route('earth', 'mercury', [
      { x: 470, y: 190 },
      { x: 360, y: 260 },
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Punto de ruta/ })).toHaveLength(2);
    await expect(analysis(canvas).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByTestId('route-stations')).toHaveTextContent('Estación Alfa (repostaje)');
    // Move the first waypoint with the keyboard; the analysis follows.
    const before = canvas.getByTestId('route-distance').textContent;
    canvas.getByRole('button', { name: 'Punto de ruta 1 en 470, 190' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Punto de ruta 1 en 490, 190' })).toHaveFocus();
    await expect(canvas.getByTestId('route-distance').textContent).not.toBe(before);
    // Add one from the keyboard, then delete it.
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir punto de ruta' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Punto de ruta 3/ })).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await expect(canvas.getAllByRole('button', { name: /^Punto de ruta/ })).toHaveLength(2);
  },
};

export const NavigationDoubleClickAddsWaypoint: Story = {
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('earth', 'mars') },
  play: async ({ canvas }) => {
    const map = canvas.getByTestId('nav-map');
    const box = map.getBoundingClientRect();
    // Top-left corner area of the map (no planet there): ~ (40, 40) in map units.
    await fireEvent.doubleClick(map, { clientX: box.left + box.width * 0.05, clientY: box.top + box.height * 0.05 });
    const waypoint = await canvas.findByRole('button', { name: /^Punto de ruta 1 en/ });
    await expect(waypoint).toBeVisible();
    await expect(analysis(canvas).getAllByRole('listitem')).toHaveLength(2);
    // Dragging it past the map's edge keeps it on the map.
    await fireEvent.pointerDown(waypoint, { pointerId: 1, clientX: box.left + 10, clientY: box.top + 10 });
    await fireEvent.pointerMove(waypoint, { pointerId: 1, clientX: box.left - 200, clientY: box.top - 200 });
    await fireEvent.pointerUp(waypoint, { pointerId: 1 });
    await expect(canvas.getByRole('button', { name: 'Punto de ruta 1 en 0, 0' })).toBeVisible();
  },
};

export const NavigationThroughAsteroidBelt: Story = {
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('venus', 'saturn') },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('route-zones')).toHaveTextContent('Cinturón de asteroides (amenaza 3)');
    await expect(canvas.getByTestId('nav-map').querySelector('[data-zone="asteroidBelt"]')).toHaveAttribute('data-crossed', 'true');
  },
};

export const NavigationThroughHostileSector: Story = {
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('earth', 'jupiter', [{ x: 640, y: 190 }]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('route-zones')).toHaveTextContent('Sector hostil (amenaza 5)');
    await expect(canvas.getByTestId('nav-map').querySelector('[data-zone="hostileSector"]')).toHaveAttribute('data-crossed', 'true');
  },
};

export const NavigationThroughRadiationZone: Story = {
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('earth', 'jupiter') },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('route-zones')).toHaveTextContent('Zona de radiación (amenaza 4)');
    await expect(canvas.getByTestId('route-zones')).not.toHaveTextContent('Sector hostil');
  },
};

export const NavigationNotViableFuel: Story = {
  args: {
    initialTab: 'navigation',
    initialSlots: smallTankDesign,
    initialPlan: route('saturn', 'jupiter', [
      { x: 620, y: 200 },
      { x: 610, y: 420 },
      { x: 235, y: 560 },
    ]),
  },
  play: async ({ canvas }) => {
    const panel = analysis(canvas);
    await expect(panel.getByText('Ruta no viable')).toBeVisible();
    await expect(canvas.getByTestId('route-problems')).toHaveTextContent(/Combustible insuficiente: faltan [\d.,]+ unidades\./);
    await expect(canvas.getByTestId('route-capacity')).toHaveTextContent('1.000');
    await expect(panel.queryByRole('button', { name: 'Confirmar' })).toBeNull();
  },
};

export const NavigationWithoutEngine: Story = {
  args: { initialTab: 'navigation', initialPlan: route('earth', 'mars') },
  play: async ({ canvas }) => {
    await expect(analysis(canvas).getByText('Ruta no viable')).toBeVisible();
    await expect(canvas.getByTestId('route-problems')).toHaveTextContent('La nave no tiene motor: velocidad 0.');
    await expect(canvas.getByTestId('route-time')).toHaveTextContent('—');
  },
};

export const NavigationConfirmDialog: Story = {
  tags: ['en-light'],
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('earth', 'mars'), initialConfirmOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Confirmar viaje' });
    await expect(dialog).toHaveTextContent('¿Desplegar la flota de Tierra a Marte?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(await page.findByText('Flota desplegada! El viaje ha comenzado.')).toBeVisible();
    await expect(page.getByTestId('nav-status')).toHaveTextContent('Elige el planeta de origen.');
    await waitFor(() => expect(page.getByText('Flota desplegada! El viaje ha comenzado.').closest('[tabindex="-1"]')).toHaveFocus());
  },
};

export const NavigationKeepsRouteAcrossTabs: Story = {
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('earth', 'mars') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Diseño' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Ampliado (Combustible)' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Navegación' }));
    await expect(canvas.getByTestId('nav-status')).toHaveTextContent('Ruta: Tierra → Marte');
    await expect(analysis(canvas).getByText('Ruta no viable')).toBeVisible();
  },
};

// ---- No server ------------------------------------------------------------------------------

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The designer as it opens, in the story's language: the design tab, the default name, every slot empty. */
async function expectEmptyDesigner(context: Context) {
  const { canvas } = context;
  const { t } = storyTexts(context, 'designer');
  await expect(canvas.getByRole('tab', { name: t('tabs.design') })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByLabelText(t('design.name'))).toHaveValue(t('design.defaultName'));
  for (const type of ['hull', 'engine', 'weapon', 'shield', 'fuel']) await expect(slot(canvas, type)).toHaveTextContent(t('design.empty'));
}

/** A server that never answers: the designer asks it nothing, so it opens at once, with no loading state. */
export const Loading: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: { scenario: apiNeverAnswers } } },
  loaders: [forgetApiCalls],
  play: async (context) => {
    await expectEmptyDesigner(context);
    await expectNoServerState(context.canvasElement);
  },
};

/** A server that answers 500 to everything: no error to show, the designer works as ever. */
export const ServerError: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: { scenario: apiFails } } },
  loaders: [forgetApiCalls],
  play: async (context) => {
    await expectEmptyDesigner(context);
    await expectNoServerState(context.canvasElement);
  },
};
