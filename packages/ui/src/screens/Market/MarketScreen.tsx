import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Select } from '../../primitives/Select';
import { Tabs } from '../../primitives/Tabs';
import { TextField } from '../../primitives/TextField';
import { formatDecimal, formatNumber } from '../../lib/format';
import { MARKET_PRICES, MY_OFFERS, TOP_TRADERS, TRADE_HISTORY, type MarketResource, type OrderType } from './marketSample';
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
    <span className={positive ? styles.up : styles.down} data-trend={positive ? 'up' : 'down'} title={t(positive ? 'prices.up' : 'prices.down', { value: signed(value) })}>
      <Icon size={14} aria-hidden="true" />
      {signed(value)}
    </span>
  );
}

function MarketTabPanel() {
  const { t } = useTranslation(['market', 'common']);
  const { whole, rate } = useMarketFormat();
  const [type, setType] = useState<OrderType>('buy');
  const [resource, setResource] = useState<MarketResource>('metal');
  const [amount, setAmount] = useState('');
  const [price, setPrice] = useState('');
  const [notice, setNotice] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Not wired (spec p2 §2.11): say so, keep what the player typed.
    setNotice(true);
  }

  return (
    <div className={styles.grid}>
      <div className={styles.column}>
        <Card title={t('prices.title')}>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>{t('prices.resource')}</th>
                  <th scope="col" className={[styles.th, styles.num].join(' ')}>{t('prices.volume')}</th>
                  <th scope="col" className={[styles.th, styles.num].join(' ')}>{t('prices.buy')}</th>
                  <th scope="col" className={[styles.th, styles.num].join(' ')}>{t('prices.sell')}</th>
                  <th scope="col" className={[styles.th, styles.num].join(' ')}>{t('prices.change')}</th>
                </tr>
              </thead>
              <tbody>
                {MARKET_PRICES.map((row) => (
                  <tr key={row.resource} data-testid={`price-${row.resource}`}>
                    <th scope="row" className={styles.td} style={{ textAlign: 'left' }}>{t(`common:resources.${row.resource}`)}</th>
                    <td className={[styles.td, styles.num].join(' ')}>{whole(row.volume)}</td>
                    <td className={[styles.td, styles.num].join(' ')}>{rate(row.buy)}</td>
                    <td className={[styles.td, styles.num].join(' ')}>{rate(row.sell)}</td>
                    <td className={[styles.td, styles.num].join(' ')}>
                      <Change value={row.change} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
        <Card title={t('chart.title')}>
          <div className={styles.chart}>{t('chart.placeholder')}</div>
        </Card>
      </div>
      <div className={styles.column}>
        <Card title={t('quickTrade.title')}>
          <form className={styles.form} onSubmit={submit}>
            <Select
              label={t('quickTrade.type')}
              value={type}
              onValueChange={(v) => setType(v as OrderType)}
              options={[
                { value: 'buy', label: t('types.buy') },
                { value: 'sell', label: t('types.sell') },
              ]}
            />
            <Select
              label={t('quickTrade.resource')}
              value={resource}
              onValueChange={(v) => setResource(v as MarketResource)}
              options={(['metal', 'crystal', 'deuterium'] as const).map((r) => ({ value: r, label: t(`common:resources.${r}`) }))}
            />
            <TextField label={t('quickTrade.amount')} type="number" inputMode="numeric" min={0} step={1} value={amount} onChange={(e) => setAmount(e.target.value)} />
            <TextField label={t('quickTrade.price')} type="number" inputMode="decimal" min={0} step={0.01} value={price} onChange={(e) => setPrice(e.target.value)} />
            <Button type="submit" variant="primary" block>
              {t('quickTrade.placeOrder')}
            </Button>
            {notice ? <Alert tone="info">{t('quickTrade.notWired')}</Alert> : null}
          </form>
        </Card>
        <Card title={t('topTraders.title')}>
          <ol className={styles.traders}>
            {TOP_TRADERS.map((trader, index) => (
              <li key={trader.name} className={styles.trader}>
                <span>
                  <span className={styles.rank}>{t('topTraders.rank', { rank: index + 1 })}</span>
                  {trader.name}
                </span>
                <Change value={trader.change} />
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </div>
  );
}

function OffersTabPanel() {
  const { t } = useTranslation(['market', 'common']);
  const { whole, rate } = useMarketFormat();
  const [notice, setNotice] = useState(false);
  const expires = (minutes: number | null) => (minutes === null ? t('offers.never') : t('offers.expiresIn', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }));
  return (
    <Card title={t('offers.title')}>
      {notice ? <Alert tone="info">{t('offers.notWired')}</Alert> : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>{t('offers.type')}</th>
              <th scope="col" className={[styles.th, styles.num].join(' ')}>{t('offers.amount')}</th>
              <th scope="col" className={styles.th}>{t('offers.resource')}</th>
              <th scope="col" className={[styles.th, styles.num].join(' ')}>{t('offers.rate')}</th>
              <th scope="col" className={styles.th}>{t('offers.status')}</th>
              <th scope="col" className={styles.th}>{t('offers.expires')}</th>
              <th scope="col" className={styles.th}>{t('offers.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {MY_OFFERS.map((offer) => (
              <tr key={offer.id} data-testid={`offer-${offer.id}`}>
                <td className={styles.td}>
                  <Badge tone={offer.type === 'buy' ? 'success' : 'danger'}>{t(`types.${offer.type}`)}</Badge>
                </td>
                <td className={[styles.td, styles.num].join(' ')}>{whole(offer.amount)}</td>
                <td className={styles.td}>{t(`common:resources.${offer.resource}`)}</td>
                <td className={[styles.td, styles.num].join(' ')}>{rate(offer.rate)}</td>
                <td className={styles.td}>
                  <Badge tone={offer.status === 'active' ? 'info' : 'neutral'}>{t(`status.${offer.status}`)}</Badge>
                </td>
                <td className={styles.td}>{expires(offer.expiresInMinutes)}</td>
                <td className={styles.td}>
                  {offer.status === 'active' ? (
                    <Button size="sm" variant="ghost" aria-label={t('offers.cancelLabel', { id: offer.id })} onClick={() => setNotice(true)}>
                      {t('offers.cancel')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function HistoryTabPanel() {
  const { t } = useTranslation(['market', 'common']);
  const { whole, rate } = useMarketFormat();
  return (
    <Card title={t('history.title')}>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>{t('history.time')}</th>
              <th scope="col" className={styles.th}>{t('history.trader')}</th>
              <th scope="col" className={styles.th}>{t('history.type')}</th>
              <th scope="col" className={[styles.th, styles.num].join(' ')}>{t('history.amount')}</th>
              <th scope="col" className={styles.th}>{t('history.resource')}</th>
              <th scope="col" className={[styles.th, styles.num].join(' ')}>{t('history.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {TRADE_HISTORY.map((trade, index) => (
              <tr key={index}>
                <td className={styles.td}>
                  <time>{trade.time}</time>
                </td>
                <td className={styles.td}>{trade.trader}</td>
                <td className={styles.td}>
                  <Badge tone={trade.type === 'buy' ? 'success' : 'danger'}>{t(`types.${trade.type}`)}</Badge>
                </td>
                <td className={[styles.td, styles.num].join(' ')}>{whole(trade.amount)}</td>
                <td className={styles.td}>{t(`common:resources.${trade.resource}`)}</td>
                <td className={[styles.td, styles.num].join(' ')}>{rate(trade.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
    <div className={styles.page}>
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
    </div>
  );
}
