import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import catalogue from './catalogue-texts.json';

type Entry = { source: string; area: string; text: string; key?: string; catalogueOnly?: string };

/** The catalogue texts that no screen shows by the spec's own rules (see catalogue-texts.json). */
const entries = (catalogue.texts as Entry[]).filter((entry): entry is Required<Entry> => Boolean(entry.catalogueOnly && entry.key));

/**
 * For translators and reviewers: the catalogue texts the spec never puts on a screen (service
 * defaults a screen replaces with its own text, and silent failures), each in the toolbar's
 * language with its key, area and the reason it has no screen story. Every other catalogue text
 * is shown by a screen story (`pnpm stories:coverage` lists which).
 */
function ErrorCatalogueTable() {
  const { t } = useTranslation();
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, paddingBlock: 8 }}>Catalogue texts without a screen</caption>
      <thead>
        <tr>
          {['Text', 'Key', 'Area', 'Why no screen shows it'].map((head) => (
            <th key={head} scope="col" style={{ textAlign: 'start', padding: 6, borderBottom: '1px solid currentColor' }}>
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.key} data-testid="catalogue-row">
            <td style={{ padding: 6 }} data-testid="catalogue-text">
              {t(entry.key as never)}
            </td>
            <td style={{ padding: 6 }}>
              <code>{entry.key}</code>
            </td>
            <td style={{ padding: 6 }}>
              {entry.area} ({entry.source})
            </td>
            <td style={{ padding: 6 }}>{entry.catalogueOnly}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Docs/Error catalogue',
  component: ErrorCatalogueTable,
  parameters: { layout: 'padded', session: 'visitor' },
} satisfies Meta<typeof ErrorCatalogueTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each text as the Spanish translation file has it, which must be the spec's text verbatim. */
export const WithoutAScreen: Story = {
  play: async ({ canvas }) => {
    const cells = canvas.getAllByTestId('catalogue-text');
    await expect(cells).toHaveLength(entries.length);
    for (const [index, entry] of entries.entries()) await expect(cells[index]).toHaveTextContent(entry.text);
    await expect(within(canvas.getAllByTestId('catalogue-row')[0]!).getByText(entries[0]!.key)).toBeVisible();
  },
};
