import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatDecimal } from '../../lib/format';
import { storyTexts } from '../../workbench/play/storyTexts';
import { MOCK_ONLY_DESCRIPTION, mockOnlyStories } from '../../workbench/play/mockOnly';
import { MARKET_PRICES, MY_OFFERS, TOP_TRADERS, TRADE_HISTORY } from './marketSample';
import { MarketScreen } from './MarketScreen';

const meta = {
  title: 'Screens/Mercado',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-market',
  component: MarketScreen,
  parameters: { route: '/trade', docs: { description: { component: MOCK_ONLY_DESCRIPTION } } },
} satisfies Meta<typeof MarketScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The market's texts and its number formats in the story's language (as the screen formats them). */
function marketTexts(context: Context) {
  const { t, locale, number } = storyTexts(context, 'market');
  const common = storyTexts(context, 'common').t;
  return {
    t,
    number,
    resource: (code: 'metal' | 'crystal' | 'deuterium') => common(`resources.${code}`),
    rate: (value: number) => formatDecimal(value, locale, 2, 2),
    signed: (value: number) => t('percent', { value: formatDecimal(value, locale, 1, 1, true) }),
  };
}

/** The 'Mercado' tab with the sample prices, the chart placeholder and the three top traders. */
async function expectMarketTab(context: Context) {
  const { canvas } = context;
  const { t, number, signed } = marketTexts(context);
  const [metalRow, crystalRow] = MARKET_PRICES;
  await expect(canvas.getByRole('tab', { name: t('tabs.market') })).toHaveAttribute('aria-selected', 'true');
  const metal = within(canvas.getByTestId('price-metal'));
  await expect(canvas.getByTestId('price-metal')).toHaveTextContent(number(metalRow!.volume));
  await expect(metal.getByText(signed(metalRow!.change)).closest('[data-trend]')).toHaveAttribute('data-trend', 'up');
  const crystal = within(canvas.getByTestId('price-crystal'));
  await expect(crystal.getByText(signed(crystalRow!.change)).closest('[data-trend]')).toHaveAttribute('data-trend', 'down');
  await expect(canvas.getByText(t('chart.placeholder'))).toBeVisible();
  const top = within(canvas.getByRole('heading', { name: t('topTraders.title') }).closest('section')!);
  await expect(top.getAllByRole('listitem')).toHaveLength(TOP_TRADERS.length);
  await expect(top.getAllByRole('listitem')[0]).toHaveTextContent(`${TOP_TRADERS[0]!.name}${signed(TOP_TRADERS[0]!.change)}`);
}

export const MarketTab: Story = {
  tags: ['en-light'],
  play: expectMarketTab,
};

export const QuickTradeNotWired: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { t, resource } = marketTexts(context);
    await userEvent.click(canvas.getByRole('combobox', { name: t('quickTrade.type') }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: t('types.sell') }));
    await expect(canvas.getByRole('combobox', { name: t('quickTrade.type') })).toHaveTextContent(t('types.sell'));
    await expect(canvas.getByRole('combobox', { name: t('quickTrade.resource') })).toHaveTextContent(resource('metal'));
    await userEvent.type(canvas.getByLabelText(t('quickTrade.amount')), '5000');
    await userEvent.type(canvas.getByLabelText(t('quickTrade.price')), '1.1');
    await userEvent.click(canvas.getByRole('button', { name: t('quickTrade.placeOrder') }));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('quickTrade.notWired'));
    await expect(canvas.getByLabelText(t('quickTrade.amount'))).toHaveValue(5000);
  },
};

export const MyOffersTab: Story = {
  tags: ['en-light'],
  args: { initialTab: 'my-offers' },
  play: async (context) => {
    const { canvas } = context;
    const { t } = marketTexts(context);
    const active = MY_OFFERS.filter((offer) => offer.status === 'active');
    await expect(canvas.getByRole('tab', { name: t('tabs.myOffers') })).toHaveAttribute('aria-selected', 'true');
    // Only an active offer can be cancelled.
    for (const offer of MY_OFFERS) {
      const buttons = within(canvas.getByTestId(`offer-${offer.id}`)).queryAllByRole('button', {
        name: t('offers.cancelLabel', { id: offer.id }),
      });
      await expect(buttons).toHaveLength(active.includes(offer) ? 1 : 0);
    }
    await expect(within(canvas.getByTestId('offer-3')).queryByRole('button')).toBeNull();
    await expect(canvas.getByTestId('offer-3')).toHaveTextContent(t('status.completed'));
    // Offer 1 expires in 135 minutes.
    await expect(canvas.getByTestId('offer-1')).toHaveTextContent(t('offers.expiresIn', { hours: 2, minutes: 15 }));
  },
};

export const HistoryTab: Story = {
  args: { initialTab: 'history' },
  play: async (context) => {
    const { canvas } = context;
    const { t, number, rate, resource } = marketTexts(context);
    const [first] = TRADE_HISTORY;
    await expect(canvas.getByRole('heading', { name: t('history.title') })).toBeVisible();
    // The header row and one row per trade.
    await expect(canvas.getAllByRole('row')).toHaveLength(TRADE_HISTORY.length + 1);
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(
      `${first!.time}${first!.trader}${t(`types.${first!.type}`)}${number(first!.amount)}${resource(first!.resource)}${rate(first!.rate)}`,
    );
  },
};

export const EnglishOriginal: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const { canvas } = context;
    const { t, signed } = marketTexts(context);
    await expect(canvas.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: t('tabs.myOffers') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('quickTrade.placeOrder') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('topTraders.title') })).toBeVisible();
    await expect(canvas.getByText(signed(TOP_TRADERS[0]!.change))).toBeVisible();
  },
};

const noServer = mockOnlyStories(expectMarketTab);

/** A server that never answers: the market asks it nothing, so its sample shows at once, with no loading state. */
export const Loading: Story = { ...noServer.Loading, tags: ['no-visual', 'test-case'] };

/** A server that answers 500 to everything: no error to show, the sample stays. */
export const ServerError: Story = { ...noServer.ServerError, tags: ['no-visual', 'test-case'] };

/** Phone: the 'Mercado' tab with each price row a card (values beside their column's name) and the side cards below. */
export const MarketTabPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // The visual suite already shoots MarketTab at 390 px (mode es-dark-390): this shot would repeat it.
  tags: ['no-visual'],
  play: async (context) => {
    await expectMarketTab(context);
    const { canvas } = context;
    const { t } = marketTexts(context);
    // Below 768 px a row is a card (CardTable.css.ts): each cell names its column, the header row is hidden.
    const row = canvas.getByTestId('price-metal');
    await expect(getComputedStyle(row).flexDirection).toBe('column');
    const [volume] = within(row).getAllByRole('cell');
    await expect(getComputedStyle(volume!, '::before').content).toBe(`"${t('prices.volume')}"`);
    await expect(canvas.getAllByRole('columnheader')[0]!.closest('thead')!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // One column below 1025 px: 'Operación rápida' below the prices, not beside them.
    const prices = canvas
      .getByRole('heading', { name: t('prices.title') })
      .closest('section')!
      .getBoundingClientRect();
    const quickTrade = canvas
      .getByRole('heading', { name: t('quickTrade.title') })
      .closest('section')!
      .getBoundingClientRect();
    await expect(quickTrade.top).toBeGreaterThanOrEqual(prices.bottom);
    const page = canvas.getByRole('heading', { level: 1, name: t('title') }).ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
