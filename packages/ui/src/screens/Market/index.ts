import { MarketScreen } from './MarketScreen';

export { MarketScreen } from './MarketScreen';
export type { MarketScreenProps, MarketTab } from './MarketScreen';
export { MARKET_PRICES, MY_OFFERS, TRADE_HISTORY, TOP_TRADERS } from './marketSample';

/** Route /trade (spec p2 §2.11): the static market demo. */
export default MarketScreen;
