import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardTable } from './CardTable';

interface Row {
  resource: string;
  volume: string;
  rate: string;
}

const rows: Row[] = [
  { resource: 'Metal', volume: '1.250.000', rate: '1,00' },
  { resource: 'Cristal', volume: '830.000', rate: '1,52' },
];

const meta = {
  title: 'Components/CardTable',
  component: CardTable<Row>,
  args: {
    label: 'Precios',
    rows,
    rowKey: (row: Row) => row.resource,
    rowHeader: true,
    columns: [
      { key: 'resource', label: 'Recurso', render: (row: Row) => row.resource },
      { key: 'volume', label: 'Volumen', numeric: true, render: (row: Row) => row.volume },
      { key: 'rate', label: 'Tasa', numeric: true, render: (row: Row) => row.rate },
    ],
  },
} satisfies Meta<typeof CardTable<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: a table with its header row; each row named by its first cell. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Precios' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Recurso', 'Volumen', 'Tasa']);
    await expect(within(table).getByRole('rowheader', { name: 'Metal' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};

/** Phone (below 768 px): one card per row, each value beside its column's name; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Precios' });
    // Still a table for screen readers, with its header row.
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const cell = within(table).getAllByRole('cell')[0]!;
    await expect(getComputedStyle(cell, '::before').content).toBe('"Volumen"');
    await expect(getComputedStyle(cell).display).toBe('flex');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
