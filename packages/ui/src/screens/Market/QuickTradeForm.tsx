import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import type { MarketResource, OrderType } from './marketSample';
import * as styles from './Market.css';

interface QuickTradeValues {
  type: OrderType;
  resource: MarketResource;
  amount: string;
  price: string;
}

const ORDER_TYPES: readonly OrderType[] = ['buy', 'sell'];
const RESOURCES: readonly MarketResource[] = ['metal', 'crystal', 'deuterium'];

/** The two number fields: whole units to trade, and the price per unit with two decimals. */
const NUMBER_FIELDS = [
  { name: 'amount', inputMode: 'numeric', step: 1 },
  { name: 'price', inputMode: 'decimal', step: 0.01 },
] as const;

/**
 * 'Comercio rápido' (spec p2 §2.11): type (buy / sell), resource, amount and price, then
 * 'Realizar orden'. Not wired in the spec: pressing it says so and keeps what was typed.
 */
export function QuickTradeForm() {
  const { t } = useTranslation(['market', 'common']);
  const [values, setValues] = useState<QuickTradeValues>({ type: 'buy', resource: 'metal', amount: '', price: '' });
  const [notice, setNotice] = useState(false);
  const set = (patch: Partial<QuickTradeValues>) => setValues((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    // Not wired (spec p2 §2.11): say so, keep what the player typed.
    setNotice(true);
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <Select
        label={t('quickTrade.type')}
        value={values.type}
        onValueChange={(value) => set({ type: value as OrderType })}
        options={ORDER_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
      />
      <Select
        label={t('quickTrade.resource')}
        value={values.resource}
        onValueChange={(value) => set({ resource: value as MarketResource })}
        options={RESOURCES.map((value) => ({ value, label: t(`common:resources.${value}`) }))}
      />
      {NUMBER_FIELDS.map(({ name, inputMode, step }) => (
        <TextField
          key={name}
          label={t(`quickTrade.${name}`)}
          type="number"
          inputMode={inputMode}
          min={0}
          step={step}
          value={values[name]}
          onChange={(event) => set({ [name]: event.target.value })}
        />
      ))}
      <Button type="submit" variant="primary" block>
        {t('quickTrade.placeOrder')}
      </Button>
      {notice ? <Alert tone="info">{t('quickTrade.notWired')}</Alert> : null}
    </form>
  );
}
