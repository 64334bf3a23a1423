import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { DesignerScreen } from './DesignerScreen';
import { planetById, planetPosition, type PlanetId, type Point, type RoutePlan } from '../../lib/navigation';
import type { ComponentId, ComponentType, DesignSlots, ResourceCost } from '../../lib/shipDesign';
import { storyTexts } from '../../workbench/play/storyTexts';
import { MOCK_ONLY_DESCRIPTION, mockOnlyStories } from '../../workbench/play/mockOnly';
import { escapeRegExp } from '../Shipyard/yardStories';

const meta = {
  title: 'Screens/Diseño',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-designer',
  component: DesignerScreen,
  parameters: { route: '/feature1', docs: { description: { component: MOCK_ONLY_DESCRIPTION } } },
} satisfies Meta<typeof DesignerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];
type Canvas = Context['canvas'];

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

const slot = (canvas: Canvas, type: ComponentType) => canvas.getByTestId(`slot-${type}`);
const analysis = (canvas: Canvas) => within(canvas.getByTestId('analysis-panel'));

/** Marks where a value goes in a text, to find the text around it. */
const MARK = '\u0000';

/**
 * The designer's texts in the story's language (plays find elements by these, never by a
 * Spanish literal): `t` (designer), `number` (whole numbers as the screen formats them), and
 * the composite strings the screen builds from them.
 */
function designerTexts(context: Pick<Context, 'globals'>) {
  const { t, number } = storyTexts(context, 'designer');
  const common = storyTexts(context, 'common').t;
  const component = (id: ComponentId) => t(`components.${id}`);
  const type = (slotType: ComponentType) => t(`types.${slotType}`);
  const planet = (id: PlanetId) => t(`nav.planets.${id}`);
  /** The text `render(MARK)` gives, up to the mark ('Remover ', 'Punto de ruta 3 en '). */
  const before = (render: (mark: string) => string) => render(MARK).split(MARK)[0]!;
  /** Matches a name that starts with `text`. */
  const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
  /**
   * Matches a name that starts with the whole text `render(MARK)` gives, any value where a mark
   * is: a language may put a value first ('{{component}} entfernen'), and the text before it,
   * empty, would match any name.
   */
  const shaped = (render: (mark: string) => string) => new RegExp(`^${render(MARK).split(MARK).map(escapeRegExp).join('.+')}`);
  return {
    t,
    number,
    component,
    type,
    planet,
    before,
    /** A cost as its line reads: 'Metal 13.000Cristal 14.000Deuterio 4.000'. */
    cost: (cost: ResourceCost) =>
      (['metal', 'crystal', 'deuterium'] as const)
        .map((resource) => `${common(`resources.${resource}`)} ${number(cost[resource])}`)
        .join(''),
    /** A catalogue entry's button, named by its component and then its mass ('Masivo Masa 300'). */
    option: (id: ComponentId) => startsWith(component(id)),
    /** Any 'Remover <component> (<slot>)' button. */
    anyRemove: () => shaped((mark) => t('design.removeLabel', { component: mark, slot: mark })),
    remove: (id: ComponentId, slotType: ComponentType) => t('design.removeLabel', { component: component(id), slot: type(slotType) }),
    /** Any waypoint's button ('Punto de ruta …'), or waypoint `n`'s wherever it is. */
    waypoint: (n?: number) => shaped((mark) => t('nav.waypointLabel', { n: n ?? mark, x: mark, y: mark })),
    waypointAt: (n: number, x: number, y: number) => t('nav.waypointLabel', { n, x, y }),
    zone: (id: 'asteroidBelt' | 'hostileSector' | 'radiationZone', threat: number) =>
      t('nav.zoneWithThreat', { name: t(`nav.zones.${id}`), threat }),
    route: (origin: PlanetId, destination: PlanetId) => t('nav.statusRoute', { origin: planet(origin), destination: planet(destination) }),
  };
}

/**
 * Each named design total (`total-<name>`: mass, armor, firepower, speed, fuel) as the screen
 * formats it and, if given, the cost line.
 */
async function expectTotals(context: Context, totals: Record<string, number>, cost?: ResourceCost) {
  const { canvas } = context;
  const tx = designerTexts(context);
  for (const [name, value] of Object.entries(totals)) await expect(canvas.getByTestId(`total-${name}`)).toHaveTextContent(tx.number(value));
  if (cost !== undefined) await expect(canvas.getByTestId('design-totals')).toHaveTextContent(tx.cost(cost));
}

const SLOT_TYPES: ComponentType[] = ['hull', 'engine', 'weapon', 'shield', 'fuel'];

// ---- Design tab -----------------------------------------------------------------------------

export const EmptyDesign: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t, anyRemove } = designerTexts(context);
    await expect(canvas.getByRole('tab', { name: t('tabs.design') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText(t('design.name'))).toHaveValue(t('design.defaultName'));
    for (const type of SLOT_TYPES) await expect(slot(canvas, type)).toHaveTextContent(t('design.empty'));
    await expect(canvas.queryByRole('button', { name: anyRemove() })).toBeNull();
    await expectTotals(context, { mass: 0, speed: 0 });
    await expect(canvas.getByText(t('design.noSelection'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('design.save') }));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('design.notAvailable'));
    await expect(canvas.getByRole('button', { name: t('design.reset') })).toBeEnabled();
  },
};

export const PartlyEquipped: Story = {
  args: { initialSlots: { hull: 'hull_heavy_cruiser', engine: 'engine_fusion' } },
  play: async (context) => {
    const { canvas } = context;
    const { t, component } = designerTexts(context);
    await expect(slot(canvas, 'hull')).toHaveTextContent(component('hull_heavy_cruiser'));
    await expect(slot(canvas, 'engine')).toHaveTextContent(component('engine_fusion'));
    await expect(slot(canvas, 'weapon')).toHaveTextContent(t('design.empty'));
    await expectTotals(context, { mass: 90, armor: 500, speed: 2500, fuel: 0 }, { metal: 13_000, crystal: 14_000, deuterium: 4_000 });
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
  play: async (context) => {
    const { canvas, args } = context;
    const { t, anyRemove } = designerTexts(context);
    // The name is the player's own (the story's argument), in any language.
    await expect(canvas.getByLabelText(t('design.name'))).toHaveValue(args.initialName);
    await expect(canvas.getAllByRole('button', { name: anyRemove() })).toHaveLength(5);
    const totals = { mass: 165, armor: 900, firepower: 200, speed: 2500, fuel: 5000 };
    await expectTotals(context, totals, { metal: 28_000, crystal: 28_500, deuterium: 7_000 });
  },
};

export const ComponentDetails: Story = {
  args: { initialSelectedId: 'engine_antimatter' },
  play: async (context) => {
    const { canvas } = context;
    const { t, number, component, type, option, cost } = designerTexts(context);
    await expect(canvas.getByRole('button', { name: type('engine'), pressed: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: option('engine_antimatter'), pressed: true })).toBeVisible();
    const details = within(canvas.getByRole('heading', { name: t('design.details') }).closest('section')!);
    await expect(details.getByRole('heading', { name: `${component('engine_antimatter')} · ${type('engine')}` })).toBeVisible();
    const stats = details.getByTestId('component-stats');
    await expect(stats).toHaveTextContent(`${t('stats.power')}${number(800)}`);
    await expect(stats).toHaveTextContent(`${t('stats.efficiency')}${t('percent', { value: number(95) })}`);
    await expect(stats).toHaveTextContent(`${t('stats.speed')}${number(5000)}`);
    await expect(stats).toHaveTextContent(`${t('design.mass')}${number(80)}`);
    await expect(stats).toHaveTextContent(cost({ metal: 50_000, crystal: 75_000, deuterium: 25_000 }));
  },
};

export const InstallAndRemove: Story = {
  tags: ['test-case'],
  play: async (context) => {
    const { canvas } = context;
    const { t, number, component, type, option, remove } = designerTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: type('fuel') }));
    await userEvent.click(canvas.getByRole('button', { name: option('fuel_massive') }));
    await userEvent.click(canvas.getByRole('button', { name: t('design.install') }));
    await expect(slot(canvas, 'fuel')).toHaveTextContent(component('fuel_massive'));
    await expect(canvas.getByTestId('total-fuel')).toHaveTextContent(number(20_000));
    await expect(canvas.getByTestId('total-mass')).toHaveTextContent(number(80));
    await expect(canvas.getByRole('button', { name: t('design.install') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: option('fuel_standard') }));
    await expect(canvas.getByText(t('design.replaces', { component: component('fuel_massive') }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('design.install') }));
    await expect(canvas.getByTestId('total-fuel')).toHaveTextContent(number(1000));
    await userEvent.click(canvas.getByRole('button', { name: remove('fuel_standard', 'fuel') }));
    await expect(slot(canvas, 'fuel')).toHaveTextContent(t('design.empty'));
    await expect(canvas.getByTestId('total-fuel')).toHaveTextContent(number(0));
  },
};

/** The catalogue opened on one type: that type's filter pressed and its components, in this order. */
const typeStory = (type: ComponentType, ids: ComponentId[]): Story => ({
  args: { initialType: type },
  play: async (context) => {
    const { canvas } = context;
    const tx = designerTexts(context);
    const label = tx.type(type);
    await expect(canvas.getByRole('button', { name: label, pressed: true })).toBeVisible();
    const list = within(canvas.getByRole('list', { name: label }));
    // A button reads '<component>Masa <mass>': its component is what comes before the last mass label
    // (the last: the English 'Massive' starts with 'Mass').
    const mass = tx.t('design.mass');
    const names = list.getAllByRole('button').map((button) => {
      const text = button.textContent ?? '';
      return text.slice(0, text.lastIndexOf(mass));
    });
    await expect(names).toEqual(ids.map(tx.component));
  },
});

export const HullSelected = typeStory('hull', ['hull_light_fighter', 'hull_heavy_cruiser', 'hull_capital_ship']);
export const EngineSelected = typeStory('engine', ['engine_ion', 'engine_fusion', 'engine_antimatter']);
export const WeaponSelected = typeStory('weapon', ['weapon_laser_cannon', 'weapon_plasma_cannon', 'weapon_antimatter_torpedo']);
export const ShieldSelected = typeStory('shield', ['shield_energy', 'shield_plasma', 'shield_quantum']);
export const FuelSelected = typeStory('fuel', ['fuel_standard', 'fuel_extended', 'fuel_massive']);

// ---- Navigation tab -------------------------------------------------------------------------

export const NavigationNoOrigin: Story = {
  args: { initialTab: 'navigation', initialSlots: travelDesign },
  play: async (context) => {
    const { canvas } = context;
    const { t, number, planet } = designerTexts(context);
    await expect(canvas.getByTestId('nav-status')).toHaveTextContent(t('nav.statusNoOrigin'));
    for (const id of ['mercury', 'venus', 'earth', 'mars', 'jupiter', 'saturn'] as const)
      await expect(canvas.getByRole('button', { name: planet(id) })).toBeVisible();
    await expect(analysis(canvas).getByText(t('nav.analysis.empty'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('nav.simulate') })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: t('nav.confirm') })).toBeNull();
    const summary = t('nav.shipSummary', { name: t('design.defaultName'), mass: number(90), speed: number(2500), fuel: number(5000) });
    await expect(canvas.getByText(summary)).toBeVisible();
  },
};

export const NavigationOriginSet: Story = {
  args: { initialTab: 'navigation', initialSlots: travelDesign },
  play: async (context) => {
    const { canvas } = context;
    const { t, planet } = designerTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: planet('earth') }));
    await expect(canvas.getByTestId('nav-status')).toHaveTextContent(t('nav.statusOrigin', { origin: planet('earth') }));
    await expect(canvas.getByRole('button', { name: t('nav.planetOrigin', { name: planet('earth') }) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('nav.simulate') })).toBeDisabled();
  },
};

export const NavigationClickOriginAgainClears: Story = {
  tags: ['test-case'],
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('earth', 'mars') },
  play: async (context) => {
    const { canvas } = context;
    const { t, planet } = designerTexts(context);
    await expect(canvas.getByRole('button', { name: t('nav.planetDestination', { name: planet('mars') }) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('nav.planetOrigin', { name: planet('earth') }) }));
    await expect(canvas.getByTestId('nav-status')).toHaveTextContent(t('nav.statusNoOrigin'));
    await expect(canvas.queryByTestId('route-line')).toBeNull();
  },
};

export const NavigationRouteSet: Story = {
  tags: ['en-light'],
  args: { initialTab: 'navigation', initialSlots: travelDesign },
  play: async (context) => {
    const { canvas } = context;
    const { t, planet, route: routeText } = designerTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: planet('earth') }));
    canvas.getByRole('button', { name: planet('mars') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('nav-status')).toHaveTextContent(routeText('earth', 'mars'));
    await expect(canvas.getByRole('button', { name: t('nav.simulate'), pressed: true })).toBeEnabled();
    const panel = analysis(canvas);
    await expect(panel.getByText(t('nav.analysis.viable'))).toBeVisible();
    await expect(canvas.getByTestId('route-zones')).toHaveTextContent(t('nav.analysis.none'));
    await expect(panel.getByRole('button', { name: t('nav.confirm') })).toBeVisible();
    // Simulate off: no confirmation offered.
    await userEvent.click(canvas.getByRole('button', { name: t('nav.simulate') }));
    await expect(panel.queryByRole('button', { name: t('nav.confirm') })).toBeNull();
    await expect(panel.getByText(t('nav.analysis.simulateOff'))).toBeVisible();
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
  play: async (context) => {
    const { canvas } = context;
    const { t, waypoint, waypointAt } = designerTexts(context);
    await expect(canvas.getAllByRole('button', { name: waypoint() })).toHaveLength(2);
    await expect(analysis(canvas).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByTestId('route-stations')).toHaveTextContent(
      t('nav.stationWithService', { name: t('nav.stations.alpha'), service: t('nav.services.refuel') }),
    );
    // Move the first waypoint with the keyboard; the analysis follows.
    const before = canvas.getByTestId('route-distance').textContent;
    canvas.getByRole('button', { name: waypointAt(1, 470, 190) }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: waypointAt(1, 490, 190) })).toHaveFocus();
    await expect(canvas.getByTestId('route-distance').textContent).not.toBe(before);
    // Add one from the keyboard, then delete it.
    await userEvent.click(canvas.getByRole('button', { name: t('nav.addWaypoint') }));
    await waitFor(() => expect(canvas.getByRole('button', { name: waypoint(3) })).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await expect(canvas.getAllByRole('button', { name: waypoint() })).toHaveLength(2);
  },
};

export const NavigationDoubleClickAddsWaypoint: Story = {
  tags: ['test-case'],
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('earth', 'mars') },
  play: async (context) => {
    const { canvas } = context;
    const { waypoint, waypointAt } = designerTexts(context);
    const map = canvas.getByTestId('nav-map');
    const box = map.getBoundingClientRect();
    // Top-left corner area of the map (no planet there): ~ (40, 40) in map units.
    await fireEvent.doubleClick(map, { clientX: box.left + box.width * 0.05, clientY: box.top + box.height * 0.05 });
    const added = await canvas.findByRole('button', { name: waypoint(1) });
    await expect(added).toBeVisible();
    await expect(analysis(canvas).getAllByRole('listitem')).toHaveLength(2);
    // Dragging it past the map's edge keeps it on the map.
    await fireEvent.pointerDown(added, { pointerId: 1, clientX: box.left + 10, clientY: box.top + 10 });
    await fireEvent.pointerMove(added, { pointerId: 1, clientX: box.left - 200, clientY: box.top - 200 });
    await fireEvent.pointerUp(added, { pointerId: 1 });
    await expect(canvas.getByRole('button', { name: waypointAt(1, 0, 0) })).toBeVisible();
  },
};

export const NavigationThroughAsteroidBelt: Story = {
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('venus', 'saturn') },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByTestId('route-zones')).toHaveTextContent(designerTexts(context).zone('asteroidBelt', 3));
    await expect(canvas.getByTestId('nav-map').querySelector('[data-zone="asteroidBelt"]')).toHaveAttribute('data-crossed', 'true');
  },
};

export const NavigationThroughHostileSector: Story = {
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('earth', 'jupiter', [{ x: 640, y: 190 }]) },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByTestId('route-zones')).toHaveTextContent(designerTexts(context).zone('hostileSector', 5));
    await expect(canvas.getByTestId('nav-map').querySelector('[data-zone="hostileSector"]')).toHaveAttribute('data-crossed', 'true');
  },
};

export const NavigationThroughRadiationZone: Story = {
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('earth', 'jupiter') },
  play: async (context) => {
    const { canvas } = context;
    const { t, zone } = designerTexts(context);
    await expect(canvas.getByTestId('route-zones')).toHaveTextContent(zone('radiationZone', 4));
    await expect(canvas.getByTestId('route-zones')).not.toHaveTextContent(t('nav.zones.hostileSector'));
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
  play: async (context) => {
    const { canvas } = context;
    const { t, number } = designerTexts(context);
    const panel = analysis(canvas);
    await expect(panel.getByText(t('nav.analysis.notViable'))).toBeVisible();
    // The shortfall line with any amount, in the language's digits and marks.
    const [head, tail] = t('nav.analysis.notEnoughFuel', { missing: MARK }).split(MARK).map(escapeRegExp);
    await expect(canvas.getByTestId('route-problems')).toHaveTextContent(new RegExp(`${head}[\\d.,]+${tail}`));
    await expect(canvas.getByTestId('route-capacity')).toHaveTextContent(number(1000));
    await expect(panel.queryByRole('button', { name: t('nav.confirm') })).toBeNull();
  },
};

export const NavigationWithoutEngine: Story = {
  args: { initialTab: 'navigation', initialPlan: route('earth', 'mars') },
  play: async (context) => {
    const { canvas } = context;
    const { t } = designerTexts(context);
    await expect(analysis(canvas).getByText(t('nav.analysis.notViable'))).toBeVisible();
    await expect(canvas.getByTestId('route-problems')).toHaveTextContent(t('nav.analysis.noSpeed'));
    await expect(canvas.getByTestId('route-time')).toHaveTextContent(t('nav.analysis.noTime'));
  },
};

export const NavigationConfirmDialog: Story = {
  tags: ['en-light'],
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('earth', 'mars'), initialConfirmOpen: true },
  play: async (context) => {
    const { t, planet, before } = designerTexts(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: t('nav.confirmTitle') });
    // The question up to the distance it names ('¿Desplegar la flota de Tierra a Marte? Recorrerá').
    const question = before((mark) =>
      t('nav.confirmText', { origin: planet('earth'), destination: planet('mars'), distance: mark, fuel: mark }),
    );
    await expect(dialog).toHaveTextContent(question.trim());
    await userEvent.click(within(dialog).getByRole('button', { name: t('nav.confirm') }));
    await expect(await page.findByText(t('nav.deployed'))).toBeVisible();
    await expect(page.getByTestId('nav-status')).toHaveTextContent(t('nav.statusNoOrigin'));
    await waitFor(() => expect(page.getByText(t('nav.deployed')).closest('[tabindex="-1"]')).toHaveFocus());
  },
};

export const NavigationKeepsRouteAcrossTabs: Story = {
  tags: ['test-case'],
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('earth', 'mars') },
  play: async (context) => {
    const { canvas } = context;
    const { t, remove, route: routeText } = designerTexts(context);
    await userEvent.click(canvas.getByRole('tab', { name: t('tabs.design') }));
    await userEvent.click(canvas.getByRole('button', { name: remove('fuel_extended', 'fuel') }));
    await userEvent.click(canvas.getByRole('tab', { name: t('tabs.navigation') }));
    await expect(canvas.getByTestId('nav-status')).toHaveTextContent(routeText('earth', 'mars'));
    await expect(analysis(canvas).getByText(t('nav.analysis.notViable'))).toBeVisible();
  },
};

// ---- No server ------------------------------------------------------------------------------

/** The designer as it opens, in the story's language: the design tab, the default name, every slot empty. */
async function expectEmptyDesigner(context: Context) {
  const { canvas } = context;
  const { t } = designerTexts(context);
  await expect(canvas.getByRole('tab', { name: t('tabs.design') })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByLabelText(t('design.name'))).toHaveValue(t('design.defaultName'));
  for (const type of SLOT_TYPES) await expect(slot(canvas, type)).toHaveTextContent(t('design.empty'));
}

const noServer = mockOnlyStories(expectEmptyDesigner);

/** A server that never answers: the designer asks it nothing, so it opens at once, with no loading state. */
export const Loading: Story = { ...noServer.Loading, tags: ['no-visual', 'test-case'] };

/** A server that answers 500 to everything: no error to show, the designer works as ever. */
export const ServerError: Story = { ...noServer.ServerError, tags: ['no-visual', 'test-case'] };

// ---- Phone (390 × 844) ----------------------------------------------------------------------

/** The phone preset (390 × 844), for a story to spread. */
const PHONE = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // The visual suite already shoots every screen story at 390 px (mode es-dark-390): a phone shot would repeat its twin's.
  tags: ['no-visual'],
};

/** Phone: the design tab in one column (slots, catalogue, details), its catalogue buttons 44 px tall. */
export const EmptyDesignPhone: Story = {
  ...PHONE,
  play: async (context) => {
    await expectEmptyDesigner(context);
    const { canvas } = context;
    const { t, type } = designerTexts(context);
    // One column below 481 px (ShipDesigner.css.ts): the catalogue below the slots, the details below it.
    const slots = slot(canvas, 'fuel').getBoundingClientRect();
    const catalogue = canvas.getByRole('list', { name: type('hull') });
    const details = canvas.getByRole('heading', { name: t('design.details') }).getBoundingClientRect();
    await expect(catalogue.getBoundingClientRect().top).toBeGreaterThanOrEqual(slots.bottom);
    await expect(details.top).toBeGreaterThanOrEqual(catalogue.getBoundingClientRect().bottom);
    // A phone's tap target (tokens.ts `tapTarget`).
    for (const option of within(catalogue).getAllByRole('button'))
      await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Phone: the navigation tab with a route set, the analysis below the map (the map the column's width). */
export const NavigationRouteSetPhone: Story = {
  ...PHONE,
  args: { initialTab: 'navigation', initialSlots: travelDesign, initialPlan: route('earth', 'mars') },
  play: async (context) => {
    const { canvas } = context;
    const { t, route: routeText } = designerTexts(context);
    await expect(canvas.getByRole('tab', { name: t('tabs.navigation') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('nav-status')).toHaveTextContent(routeText('earth', 'mars'));
    await expect(analysis(canvas).getByText(t('nav.analysis.viable'))).toBeVisible();
    // One column below 1025 px (NavigationSimulator.css.ts): the analysis below the map, not beside it.
    const map = canvas.getByTestId('nav-map').getBoundingClientRect();
    const panel = canvas.getByTestId('analysis-panel').getBoundingClientRect();
    await expect(panel.top).toBeGreaterThanOrEqual(map.bottom);
    await expect(map.width).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(Math.abs(panel.width - map.width)).toBeLessThanOrEqual(1);
  },
};
