import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DEMO_BATTLE_METADATA, STORY_NOW } from '@imperio/mocks';
import type { MissionReport } from '@imperio/api-client';
import { ReportDetail } from './MissionReports';

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

/** A battle: the result first, then where, the powers, debris and loot as resource amounts. */
export const Battle: Story = {
  play: async ({ canvasElement }) => {
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
