import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useEntityName } from '../../lib/entityName';
import { Box } from '../../primitives/Box';
import { Stack } from '../../primitives/Stack';
import { EntityIcon } from './EntityIcon';
import { ENTITY_ICONS, type IconKind } from './entityIcons';

/** Every icon of one kind with its name, as a designer reviews the set. */
function Gallery({ kind }: { kind: IconKind }) {
  const name = useEntityName();
  return (
    <Box as="ul" display="grid" gridTemplateColumns={{ mobile: 2, tablet: 4 }} gap="md" padding="none" margin="none">
      {Object.keys(ENTITY_ICONS[kind]).map((code) => (
        <Box as="li" key={code} display="flex" alignItems="center" gap="sm" minWidth={0} style={{ listStyle: 'none' }}>
          <EntityIcon kind={kind} code={code} />
          <span>{name(kind, code)}</span>
        </Box>
      ))}
    </Box>
  );
}

const meta = {
  title: 'Components/EntityIcon',
  component: EntityIcon,
  args: { kind: 'building', code: 'metal_mine' },
} satisfies Meta<typeof EntityIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** With a label it is an image with a name; without one it is hidden from screen readers. */
export const Labelled: Story = {
  args: { label: 'Mina de metal', size: 'lg' },
  play: async ({ canvas }) => expect(canvas.getByRole('img', { name: 'Mina de metal' })).toBeVisible(),
};
export const UnknownCode: Story = {
  args: { kind: 'ship', code: 'warp_gate', label: 'warp_gate' },
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('[data-entity-icon="ship:warp_gate"] svg')).not.toBeNull(),
};

/** The whole set, one section per kind, named in the interface language. */
export const AllIcons: Story = {
  render: () => (
    <Stack gap="xl">
      {(Object.keys(ENTITY_ICONS) as IconKind[]).map((kind) => (
        <Gallery key={kind} kind={kind} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement, canvas }) => {
    const total = Object.values(ENTITY_ICONS).reduce((sum, icons) => sum + Object.keys(icons).length, 0);
    await expect(canvasElement.querySelectorAll('[data-entity-icon] svg')).toHaveLength(total);
    await expect(canvas.getByText('Mina de metal')).toBeVisible();
  },
};
export const AllIconsInEnglish: Story = {
  ...AllIcons,
  globals: { locale: 'en' },
  play: async ({ canvas }) => expect(canvas.getByText('Metal Mine')).toBeVisible(),
};
