import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MarketScreen } from './MarketScreen';

const meta = {
  title: 'Screens/Mercado',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-market',
  component: MarketScreen,
  parameters: { route: '/trade' },
} satisfies Meta<typeof MarketScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MarketTab: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Mercado' })).toHaveAttribute('aria-selected', 'true');
    const metal = within(canvas.getByTestId('price-metal'));
    await expect(canvas.getByTestId('price-metal')).toHaveTextContent('1.250.000');
    await expect(metal.getByText('+2,5 %').closest('[data-trend]')).toHaveAttribute('data-trend', 'up');
    const crystal = within(canvas.getByTestId('price-crystal'));
    await expect(crystal.getByText('-1,2 %').closest('[data-trend]')).toHaveAttribute('data-trend', 'down');
    await expect(canvas.getByText('El gráfico de precios llegará pronto.')).toBeVisible();
    const top = within(canvas.getByRole('heading', { name: 'Mejores comerciantes' }).closest('section')!);
    await expect(top.getAllByRole('listitem')).toHaveLength(3);
    await expect(top.getAllByRole('listitem')[0]).toHaveTextContent('StarMerchant+24,5 %');
  },
};

export const QuickTradeNotWired: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tipo de orden' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Venta' }));
    await expect(canvas.getByRole('combobox', { name: 'Tipo de orden' })).toHaveTextContent('Venta');
    await expect(canvas.getByRole('combobox', { name: 'Recurso' })).toHaveTextContent('Metal');
    await userEvent.type(canvas.getByLabelText('Cantidad'), '5000');
    await userEvent.type(canvas.getByLabelText('Precio por unidad'), '1.1');
    await userEvent.click(canvas.getByRole('button', { name: 'Colocar orden' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Mercado de demostración: las órdenes aún no se colocan.');
    await expect(canvas.getByLabelText('Cantidad')).toHaveValue(5000);
  },
};

export const MyOffersTab: Story = {
  tags: ['en-light'],
  args: { initialTab: 'my-offers' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Mis ofertas' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('button', { name: /^Cancelar la oferta/ })).toHaveLength(2);
    await expect(within(canvas.getByTestId('offer-1')).getByRole('button', { name: 'Cancelar la oferta n.º 1' })).toBeVisible();
    await expect(within(canvas.getByTestId('offer-3')).queryByRole('button')).toBeNull();
    await expect(canvas.getByTestId('offer-3')).toHaveTextContent('Completada');
    await expect(canvas.getByTestId('offer-1')).toHaveTextContent('2 h 15 min');
  },
};

export const HistoryTab: Story = {
  args: { initialTab: 'history' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Historial de operaciones' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('14:32StarMerchantCompra25.000Metal0,99');
  },
};

export const EnglishOriginal: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'My Offers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Top Traders' })).toBeVisible();
    await expect(canvas.getByText('+24.5%')).toBeVisible();
  },
};
