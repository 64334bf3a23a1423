import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DEMO_BATTLE_METADATA, DEMO_REPORTS, STORY_NOW } from '@imperio/mocks';
import type { MissionReport } from '@imperio/api-client';
import { demoReport } from './demoReport.testkit';
import { ReportDetail } from './MissionReports';
import { createI18n } from '../../i18n';
import { localeOf, type AnyLocale } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';

const battle: MissionReport = {
  id: 9,
  report_type: 'attack',
  title: 'Batalla en Helios [1:43:5]: victoria',
  content: 'Has ganado la batalla.',
  metadata: {
    ...DEMO_BATTLE_METADATA,
    loot_metal: 9000,
    loot_crystal: 6500,
    loot_deuterium: 1200,
  },
  is_read: true,
  created_at: new Date(STORY_NOW - 60_000).toISOString(),
};

const meta = {
  title: 'Components/MissionReports/ReportDetail',
  component: ReportDetail,
  args: { report: battle, onBack: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ReportDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pairs of the data list, as a person reads them. */
function readFields(canvasElement: HTMLElement): string[] {
  const fields = within(canvasElement).getByTestId('report-fields');
  const terms = within(fields).getAllByRole('term');
  const values = within(fields).getAllByRole('definition');
  return terms.map((term, index) => `${term.textContent}: ${values[index]!.textContent}`);
}

const SLOW = { timeout: 15_000 };
const spy = demoReport('espionage', battle, 12);

/** The number beside a row header of a table (the first such row). */
function cellOf(scope: HTMLElement, name: string | RegExp): string | null | undefined {
  return within(scope).getAllByRole('rowheader', { name })[0]!.nextElementSibling?.textContent;
}

/** A battle: the result first, then where, the powers, debris and loot as resource amounts; both sides before and after. */
export const Battle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const attacker = canvas.getByRole('table', { name: 'Atacante' });
    await expect(cellOf(attacker, 'Cazador ligero')).toBe('20');
    await expect(canvas.getByTestId('battle-attacker-lost-units')).toHaveTextContent('6');
    await expect(canvas.getByTestId('battle-defender-lost-units')).toHaveTextContent('24');
    await expect(canvas.getByTestId('battle-rounds')).toHaveTextContent('3');
    // Losses in resources once the unit costs (the ship and defence types) are loaded.
    await waitFor(() => expect(canvas.getByTestId('battle-attacker-lost-resources')).toHaveTextContent(/metal/), SLOW);
    await expect(readFields(canvasElement)).toEqual([
      'Resultado: Victoria',
      'Coordenadas: [1:43:5]',
      expect.stringMatching(/^Potencia de ataque: 2\.?200$/),
      expect.stringMatching(/^Potencia defensiva: 1\.?450$/),
      'Escombros: 20.100 metal, 13.400 cristal',
      expect.stringMatching(/^Botín: 9\.?000 metal, 6\.?500 cristal, 1\.?200 deuterio$/),
    ]);
  },
};

/** The same battle in English: labels, the result and the resource names from the client's translations. */
export const BattleEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(readFields(canvasElement)).toEqual([
      'Result: Victory',
      'Coordinates: [1:43:5]',
      'Attack power: 2,200',
      'Defence power: 1,450',
      'Debris: 20,100 metal, 13,400 crystal',
      'Loot: 9,000 metal, 6,500 crystal, 1,200 deuterium',
    ]);
  },
};

/** A moon destruction that failed: km, percent and yes/no. */
export const MoonDestruction: Story = {
  args: {
    report: {
      ...battle,
      id: 10,
      report_type: 'moon_destruction',
      title: 'Destrucción de luna en [1:45:8]: la luna resistió',
      metadata: { coordinates: '1:45:8', moon_size: 6241, chance: 21.5, destroyed: false, deathstars_lost: true },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(readFields(canvasElement)).toEqual([
      'Coordenadas: [1:45:8]',
      expect.stringMatching(/^Tamaño de la luna: 6\.?241 km$/),
      'Probabilidad de destrucción: 22 %',
      'Luna destruida: No',
      'Estrellas de la muerte perdidas: Sí',
    ]);
  },
};

/** Fields the client does not know: a humanised label ('Fleet size'), never a raw `key=value`. */
export const UnknownFields: Story = {
  args: {
    report: {
      ...battle,
      id: 11,
      report_type: 'espionage',
      metadata: { result: 'stalemate', fleet_size: 12, weatherReport: 'tormenta solar' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(readFields(canvasElement)).toEqual(['Resultado: stalemate', 'Fleet size: 12', 'Weather report: tormenta solar']);
    await expect(canvasElement.textContent).not.toMatch(/fleet_size|=/);
  },
};

/** A battle told in text only: the attacker's fleet from the first line, after and losses unknown ('—'). */
export const BattleTextOnly: Story = {
  tags: ['no-visual'],
  args: {
    report: { ...battle, id: 13, content: DEMO_REPORTS.find((r) => r.report_type === 'attack')!.content, metadata: { result: 'victory' } },
  },
  play: async ({ canvasElement }) => {
    const attacker = within(canvasElement).getByRole('table', { name: 'Atacante' });
    await expect(cellOf(attacker, 'Crucero')).toBe('3');
    await expect(within(attacker).getAllByText('—').length).toBeGreaterThan(0);
    await expect(within(canvasElement).queryByRole('table', { name: 'Defensor' })).toBeNull();
    await expect(within(canvasElement).queryByTestId('battle-rounds')).toBeNull();
  },
};

/** A spy report: resources, fleet and defences as rows; the loot at 50 % and the cargo ships (the actions are the screen's). */
export const SpyReport: Story = {
  args: { report: spy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Lo que vieron las sondas' }, SLOW);
    await expect(cellOf(table, 'Metal')).toBe('34.000');
    await expect(cellOf(table, 'Cazador ligero')).toBe('12');
    await expect(cellOf(table, 'Cañón Gauss')).toBe('1');
    await expect(cellOf(table, 'Total')).toBe('29.000');
    await waitFor(() => expect(canvas.getByTestId('spy-needs-small_cargo')).toHaveTextContent('6'), SLOW);
    await expect(canvas.getByTestId('spy-needs-large_cargo')).toHaveTextContent('2');
    // The actions come from the screen that shows the report (screens/Reports SpyActions).
    await expect(canvas.queryByRole('group', { name: 'Acciones del informe' })).toBeNull();
  },
};

/** The spy report in English: labels, entity names and numbers from the client's translations. */
export const SpyReportEnglish: Story = {
  tags: ['no-visual'],
  args: { report: spy },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'What the probes saw' }, SLOW);
    await expect(cellOf(table, 'Metal')).toBe('34,000');
    await expect(cellOf(table, 'Light Fighter')).toBe('12');
    await expect(canvas.getByTestId('spy-loot')).toHaveTextContent('29,000');
  },
};

/** One probe saw only the resources: no fleet or defence rows, the loot and actions still there. */
export const SpyReportResourcesOnly: Story = {
  tags: ['no-visual'],
  args: {
    report: {
      ...spy,
      id: 14,
      content:
        'Recursos en Vesta [1:41:9]: 34.000 metal, 18.000 cristal, 6.000 deuterio.\nFlota: envía más sondas para verla.\nDefensas: envía más sondas para verlas.',
      metadata: { coordinates: '1:41:9', metal: 34000, crystal: 18000, deuterium: 6000, probes: 1 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Lo que vieron las sondas' }, SLOW);
    await expect(canvas.queryByTestId('spy-fleet')).toBeNull();
    await expect(canvas.queryByTestId('spy-defences')).toBeNull();
    await expect(canvas.getByTestId('spy-loot')).toHaveTextContent('29.000');
  },
};

/** Buildings and research sent as metadata maps: their rows by name, levels as numbers. */
export const SpyReportWithBuildingsAndResearch: Story = {
  tags: ['no-visual'],
  args: {
    report: {
      ...spy,
      id: 15,
      metadata: {
        ...spy.metadata,
        buildings: { metal_mine: 18, shipyard: 7 },
        research: { weapons_technology: 6, armour_technology: 5 },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buildings = await canvas.findByTestId('spy-buildings', {}, SLOW);
    await expect(buildings).toHaveTextContent(/Edificios/);
    await expect(buildings).toHaveTextContent(/18/);
    await expect(canvas.getByTestId('spy-research')).toHaveTextContent(/6/);
  },
};

/** A spy report whose text the client cannot read: shown as sent, no table, no actions. */
export const SpyReportUnreadable: Story = {
  tags: ['no-visual'],
  args: { report: { ...spy, id: 16, content: 'Tus sondas fueron destruidas antes de enviar datos.', metadata: {} } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('report-content')).toHaveTextContent('Tus sondas fueron destruidas');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Atacar' })).toBeNull();
  },
};

// ——— Every report type, with its data and without (text only), in both languages ———

/** The story's own texts and numbers in the language it runs in, so a play reads alike in Spanish and English. */
function textsOf(globals: Record<string, unknown>) {
  const locale = (globals.locale as AnyLocale | undefined) ?? 'es';
  const t = createI18n(locale).getFixedT(null, 'fleet');
  const number = (value: number) => formatNumber(value, localeOf(locale));
  return {
    t,
    number,
    amount: (resource: 'metal' | 'crystal' | 'deuterium', value: number) => t(`reports.amounts.${resource}`, { value: number(value) }),
  };
}

/**
 * A report type's story: the detail names its type and title and shows its text; with data,
 * each expected field as 'label: value' (from the story's own texts); without, no data list.
 */
function typeStory(report: MissionReport, fields: (texts: ReturnType<typeof textsOf>) => string[], locale: 'es' | 'en' = 'es'): Story {
  return {
    tags: ['no-visual'],
    args: { report },
    globals: { locale },
    play: async ({ canvasElement, globals }) => {
      const texts = textsOf(globals);
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 3, name: report.title! })).toBeVisible();
      await expect(canvasElement).toHaveTextContent(texts.t(`reports.types.${report.report_type}` as never));
      await expect(canvas.getByTestId('report-content')).toHaveTextContent(report.content!.split('\n')[0]!);
      const expected = fields(texts);
      if (expected.length) await expect(readFields(canvasElement)).toEqual(expected);
      else await expect(canvas.queryByTestId('report-fields')).toBeNull();
    },
  };
}

/** A delivered transport: where, and what it delivered as resource amounts. */
export const Transport = typeStory(demoReport('transport', battle, 20), ({ t, amount }) => [
  `${t('reports.fields.coordinates')}: [1:42:7]`,
  `${t('reports.fields.metal')}: ${amount('metal', 8000)}`,
  `${t('reports.fields.crystal')}: ${amount('crystal', 5000)}`,
  `${t('reports.fields.deuterium')}: ${amount('deuterium', 2000)}`,
]);
/** The transport in English. */
export const TransportEnglish = typeStory(
  demoReport('transport', battle, 21),
  ({ t, amount }) => [
    `${t('reports.fields.coordinates')}: [1:42:7]`,
    `${t('reports.fields.metal')}: ${amount('metal', 8000)}`,
    `${t('reports.fields.crystal')}: ${amount('crystal', 5000)}`,
    `${t('reports.fields.deuterium')}: ${amount('deuterium', 2000)}`,
  ],
  'en',
);
/** A transport whose server sent only its text: the text, no data list. */
export const TransportTextOnly = typeStory(demoReport('transport', battle, 22, { metadata: null }), () => [], 'en');
/** A deployment: where the fleet stayed and what it unloaded. */
export const Deployment = typeStory(demoReport('deployment', battle, 23), ({ t, amount }) => [
  `${t('reports.fields.coordinates')}: [2:17:11]`,
  `${t('reports.fields.metal')}: ${amount('metal', 8000)}`,
  `${t('reports.fields.crystal')}: ${amount('crystal', 6000)}`,
  `${t('reports.fields.deuterium')}: ${amount('deuterium', 2000)}`,
]);
/** A deployment told in text only, in English. */
export const DeploymentTextOnly = typeStory(demoReport('deployment', battle, 24, { metadata: {} }), () => [], 'en');
/** A new colony: the result first ('Éxito'), where, and the new planet's id. */
export const Colonization = typeStory(demoReport('colonization', battle, 25), ({ t }) => [
  `${t('reports.fields.success')}: ${t('reports.values.success.true')}`,
  `${t('reports.fields.coordinates')}: [1:44:4]`,
  `${t('reports.fields.planet_id')}: 102`,
]);
/** A colony ship that found the place taken, in English: 'Failure'. */
export const ColonizationFailed = typeStory(
  demoReport('colonization', battle, 26, {
    title: 'Colonización fallida en [1:44:4]',
    content: 'Tu nave colonizadora llegó a [1:44:4], pero la posición ya no está libre.',
    metadata: { coordinates: '1:44:4', success: false },
  }),
  ({ t }) => [`${t('reports.fields.success')}: ${t('reports.values.success.false')}`, `${t('reports.fields.coordinates')}: [1:44:4]`],
  'en',
);
/** A harvest of a debris field: what the recyclers took and their capacity. */
export const Recycle = typeStory(demoReport('recycle', battle, 27), ({ t, amount, number }) => [
  `${t('reports.fields.coordinates')}: [1:44:9]`,
  `${t('reports.fields.metal')}: ${amount('metal', 12400)}`,
  `${t('reports.fields.crystal')}: ${amount('crystal', 7800)}`,
  `${t('reports.fields.capacity')}: ${number(20000)}`,
]);
/** A recycling told in text only, in English. */
export const RecycleTextOnly = typeStory(demoReport('recycle', battle, 28, { metadata: {} }), () => [], 'en');
