/**
 * The market's static sample data (spec p2 §2.11, §3 "Market sample"): no calls are made.
 * Rates and prices are per unit of the resource; change is the 24 h change in %.
 */
export type MarketResource = 'metal' | 'crystal' | 'deuterium';
export type OrderType = 'buy' | 'sell';
export type OfferStatus = 'active' | 'completed' | 'expired';

/** Resource row: resource, volume, buy, sell, change (%). */
export interface ResourceRow {
  resource: MarketResource;
  volume: number;
  buy: number;
  sell: number;
  change: number;
}

/** Offer: id, type, resource, amount, rate, status, expires (minutes left; null when closed). */
export interface Offer {
  id: number;
  type: OrderType;
  resource: MarketResource;
  amount: number;
  rate: number;
  status: OfferStatus;
  expiresInMinutes: number | null;
}

/** Trade: time (HH:MM), trader, type, amount, resource, rate. */
export interface Trade {
  time: string;
  trader: string;
  type: OrderType;
  amount: number;
  resource: MarketResource;
  rate: number;
}

export const MARKET_PRICES: readonly ResourceRow[] = [
  { resource: 'metal', volume: 1_250_000, buy: 1.0, sell: 0.95, change: 2.5 },
  { resource: 'crystal', volume: 850_000, buy: 1.5, sell: 1.42, change: -1.2 },
  { resource: 'deuterium', volume: 420_000, buy: 2.8, sell: 2.65, change: 4.8 },
];

export const MY_OFFERS: readonly Offer[] = [
  { id: 1, type: 'sell', resource: 'metal', amount: 50_000, rate: 0.98, status: 'active', expiresInMinutes: 135 },
  { id: 2, type: 'buy', resource: 'crystal', amount: 20_000, rate: 1.45, status: 'active', expiresInMinutes: 330 },
  { id: 3, type: 'sell', resource: 'deuterium', amount: 10_000, rate: 2.7, status: 'completed', expiresInMinutes: null },
  { id: 4, type: 'buy', resource: 'metal', amount: 75_000, rate: 0.92, status: 'expired', expiresInMinutes: null },
];

export const TRADE_HISTORY: readonly Trade[] = [
  { time: '14:32', trader: 'StarMerchant', type: 'buy', amount: 25_000, resource: 'metal', rate: 0.99 },
  { time: '14:15', trader: 'CosmicTrader', type: 'sell', amount: 12_000, resource: 'crystal', rate: 1.44 },
  { time: '13:58', trader: 'NebulaBroker', type: 'buy', amount: 5_000, resource: 'deuterium', rate: 2.75 },
  { time: '13:40', trader: 'StarMerchant', type: 'sell', amount: 40_000, resource: 'metal', rate: 0.96 },
];

/** 'Top Traders': three fixed sample names; the top value is +24.5 % (spec p2 §2.11). */
export const TOP_TRADERS: readonly { name: string; change: number }[] = [
  { name: 'StarMerchant', change: 24.5 },
  { name: 'CosmicTrader', change: 18.2 },
  { name: 'NebulaBroker', change: 12.7 },
];
