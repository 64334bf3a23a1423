import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TrendingDown from 'lucide-react/icons/trending-down';
import TrendingUp from 'lucide-react/icons/trending-up';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { Tabs } from '../../primitives/Tabs';
import { CardTable } from '../../components/CardTable';
import { formatDecimal, formatNumber } from '../../lib/format';
import { MARKET_PRICES, MY_OFFERS, TOP_TRADERS, TRADE_HISTORY } from './marketSample';
import { QuickTradeForm } from './QuickTradeForm';
import * as styles from './Market.css';

export type MarketTab = 'market' | 'my-offers' | 'history';

export interface MarketScreenProps {
  /** The tab shown first. @default 'market' */
  initialTab?: MarketTab;
}

/** Formatting helpers for the current language: whole numbers, rates (2 decimals), signed %. */
function useMarketFormat() {
  const { t, i18n } = useTranslation('market');
  const locale = i18n.language;
  return {
    whole: (v: number) => formatNumber(v, locale),
    rate: (v: number) => formatDecimal(v, locale, 2, 2),
    signed: (v: number) => t('percent', { value: formatDecimal(v, locale, 1, 1, true) }),
  };
}

/** A 24 h change: green with an up arrow when positive or zero, red with a down arrow when negative. */
function Change({ value }: { value: number }) {
  const { t } = useTranslation('market');
  const { signed } = useMarketFormat();
  const positive = value >= 0;
  const Icon = positive ? TrendingUp : TrendingDown;
  return (
    <span
      className={positive ? styles.up : styles.down}
      data-trend={positive ? 'up' : 'down'}
      title={t(positive ? 'prices.up' : 'prices.down', { value: signed(value) })}
    >
      <Icon size={14} aria-hidden="true" />
      {signed(value)}
    </span>
  );
}

function MarketTabPanel() {
  const { t } = useTranslation(['market', 'common']);
  const { whole, rate } = useMarketFormat();
  return (
    <div className={styles.grid}>
      <Stack gap="lg">
        <Card title={t('prices.title')}>
          <CardTable
            rows={MARKET_PRICES}
            rowKey={(row) => row.resource}
            rowTestId={(row) => `price-${row.resource}`}
            rowHeader
            columns={[
              { key: 'resource', label: t('prices.resource'), render: (row) => t(`common:resources.${row.resource}`) },
              { key: 'volume', label: t('prices.volume'), numeric: true, render: (row) => whole(row.volume) },
              { key: 'buy', label: t('prices.buy'), numeric: true, render: (row) => rate(row.buy) },
              { key: 'sell', label: t('prices.sell'), numeric: true, render: (row) => rate(row.sell) },
              { key: 'change', label: t('prices.change'), numeric: true, render: (row) => <Change value={row.change} /> },
            ]}
          />
        </Card>
        <Card title={t('chart.title')}>
          <div className={styles.chart}>{t('chart.placeholder')}</div>
        </Card>
      </Stack>
      <Stack gap="lg">
        <Card title={t('quickTrade.title')}>
          <QuickTradeForm />
        </Card>
        <Card title={t('topTraders.title')}>
          <Stack as="ol" gap="sm" className={styles.traders}>
            {TOP_TRADERS.map((trader, index) => (
              <Inline as="li" key={trader.name} justify="space-between" gap="sm">
                <span>
                  <span className={styles.rank}>{t('topTraders.rank', { rank: index + 1 })}</span>
                  {trader.name}
                </span>
                <Change value={trader.change} />
              </Inline>
            ))}
          </Stack>
        </Card>
      </Stack>
    </div>
  );
}

function OffersTabPanel() {
  const { t } = useTranslation(['market', 'common']);
  const { whole, rate } = useMarketFormat();
  const [notice, setNotice] = useState(false);
  const expires = (minutes: number | null) =>
    minutes === null ? t('offers.never') : t('offers.expiresIn', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return (
    <Card title={t('offers.title')}>
      {notice ? <Alert tone="info">{t('offers.notWired')}</Alert> : null}
      <CardTable
        rows={MY_OFFERS}
        rowKey={(offer) => String(offer.id)}
        rowTestId={(offer) => `offer-${offer.id}`}
        columns={[
          {
            key: 'type',
            label: t('offers.type'),
            render: (offer) => <Badge tone={offer.type === 'buy' ? 'success' : 'danger'}>{t(`types.${offer.type}`)}</Badge>,
          },
          { key: 'amount', label: t('offers.amount'), numeric: true, render: (offer) => whole(offer.amount) },
          { key: 'resource', label: t('offers.resource'), render: (offer) => t(`common:resources.${offer.resource}`) },
          { key: 'rate', label: t('offers.rate'), numeric: true, render: (offer) => rate(offer.rate) },
          {
            key: 'status',
            label: t('offers.status'),
            render: (offer) => <Badge tone={offer.status === 'active' ? 'info' : 'neutral'}>{t(`status.${offer.status}`)}</Badge>,
          },
          { key: 'expires', label: t('offers.expires'), render: (offer) => expires(offer.expiresInMinutes) },
          {
            key: 'actions',
            label: t('offers.actions'),
            render: (offer) =>
              offer.status === 'active' ? (
                <Button variant="ghost" aria-label={t('offers.cancelLabel', { id: offer.id })} onClick={() => setNotice(true)}>
                  {t('offers.cancel')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}

function HistoryTabPanel() {
  const { t } = useTranslation(['market', 'common']);
  const { whole, rate } = useMarketFormat();
  return (
    <Card title={t('history.title')}>
      <CardTable
        rows={TRADE_HISTORY}
        rowKey={(_trade, index) => String(index)}
        columns={[
          { key: 'time', label: t('history.time'), render: (trade) => <time>{trade.time}</time> },
          { key: 'trader', label: t('history.trader'), render: (trade) => trade.trader },
          {
            key: 'type',
            label: t('history.type'),
            render: (trade) => <Badge tone={trade.type === 'buy' ? 'success' : 'danger'}>{t(`types.${trade.type}`)}</Badge>,
          },
          { key: 'amount', label: t('history.amount'), numeric: true, render: (trade) => whole(trade.amount) },
          { key: 'resource', label: t('history.resource'), render: (trade) => t(`common:resources.${trade.resource}`) },
          { key: 'rate', label: t('history.rate'), numeric: true, render: (trade) => rate(trade.rate) },
        ]}
      />
    </Card>
  );
}

/**
 * Route /trade (spec p2 §2.11): the static market demo in English (Spanish also offered), tabs
 * market, my-offers and history over fixed sample data. 'Place Order' and 'Cancel' are not
 * wired: they tell the player so and keep what was typed. No calls.
 */
export function MarketScreen({ initialTab = 'market' }: MarketScreenProps) {
  const { t } = useTranslation('market');
  const [tab, setTab] = useState<string>(initialTab);
  return (
    <Stack gap="lg">
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'market', label: t('tabs.market'), content: <MarketTabPanel /> },
          { value: 'my-offers', label: t('tabs.myOffers'), content: <OffersTabPanel /> },
          { value: 'history', label: t('tabs.history'), content: <HistoryTabPanel /> },
        ]}
      />
    </Stack>
  );
}
