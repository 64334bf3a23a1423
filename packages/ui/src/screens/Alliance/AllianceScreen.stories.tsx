import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllianceScreen } from './AllianceScreen';

const meta = {
  title: 'Screens/Alianza',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-alliance',
  component: AllianceScreen,
  parameters: { route: '/alliance' },
} satisfies Meta<typeof AllianceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alianza' })).toBeVisible();
    await expect(canvas.getByTestId('alliance-members')).toHaveTextContent('Miembros25/50');
    await expect(canvas.getByTestId('alliance-points')).toHaveTextContent('Puntos totales1.250.000');
    await expect(canvas.getByText('El chat de la alianza está en desarrollo.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('alliance-members')).toHaveTextContent('Members25/50');
    await expect(canvas.getByText('The alliance chat is under development.')).toBeVisible();
  },
};
