import { forwardRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { TextField } from '../../primitives/TextField';
import { formatNumber } from '../../lib/format';
import { checkQuantity, QUANTITY_INPUT_MAX, QUANTITY_MIN, totalCost } from '../../lib/quantity';
import { formatBuildTime } from './queueView';
import type { UnitTypeView } from './types';
import * as styles from './UnitCatalogue.css';

export interface BuildPanelProps {
  /** The selected type, or null (the panel asks to pick one). */
  unit: UnitTypeView | null;
  /** What the quantity field holds (kept by the parent so a failed build loses nothing). */
  quantity: string;
  /** The planet's stock now; the total cost marks what is short (a hint: the server decides). */
  available?: { metal: number; crystal: number; deuterium: number } | null;
  onQuantityChange: (value: string) => void;
  /** Called with a valid whole quantity ≥ 1 only. */
  onSubmit: (unitId: string, quantity: number) => void;
  pending: boolean;
  /** The server's refusal or the catalogue default, shown in a red box. */
  error: string | null;
  /** A short confirmation after a successful order. */
  success: string | null;
}

/**
 * The build panel (spec p2 §2.3, §2.4, §5): the selected type, a quantity (whole number, min 1,
 * input max 1000), the total cost and time, 'Construir'. Invalid quantities never reach
 * `onSubmit`; they show why under the field.
 */
export const BuildPanel = forwardRef<HTMLInputElement, BuildPanelProps>(function BuildPanel(
  { unit, quantity, available = null, onQuantityChange, onSubmit, pending, error, success },
  ref,
) {
  const { t, i18n } = useTranslation('shipyard');
  const { t: tc } = useTranslation();
  const [touched, setTouched] = useState(false);
  const check = checkQuantity(quantity);
  const count = check.ok ? check.value : 0;
  const cost = unit ? totalCost({ metal_cost: unit.cost.metal, crystal_cost: unit.cost.crystal, deuterium_cost: unit.cost.deuterium }, count) : null;
  const n = (value: number) => formatNumber(value, i18n.language);
  const short = cost && available ? (['metal', 'crystal', 'deuterium'] as const).filter((key) => cost[key] > Math.floor(available[key])) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!unit || !check.ok || pending) return;
    onSubmit(unit.id, check.value);
  }

  const problem = !check.ok && touched ? t(`quantityProblem.${check.problem}`) : undefined;

  return (
    <Card title={t('panel.title')}>
      {unit ? (
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={pending}>
          <p style={{ margin: 0, fontWeight: 700 }} data-testid="build-unit">
            {unit.name}
          </p>
          <TextField
            ref={ref}
            label={t('panel.quantity')}
            hint={t('panel.quantityHint')}
            error={problem}
            type="number"
            inputMode="numeric"
            name="quantity"
            min={QUANTITY_MIN}
            max={QUANTITY_INPUT_MAX}
            step={1}
            value={quantity}
            onChange={(event) => {
              setTouched(true);
              onQuantityChange(event.target.value);
            }}
            onBlur={() => setTouched(true)}
          />
          {cost ? (
            <div className={styles.total} data-testid="build-total">
              <span className={styles.statLabel}>{t('panel.total')}</span>
              {(['metal', 'crystal', 'deuterium'] as const).map((key) =>
                unit.cost[key] > 0 ? (
                  <span key={key} className={styles.totalRow} data-short={short.includes(key) || undefined}>
                    <span>{tc(`resources.${key}`)}</span>
                    <span>
                      {n(cost[key])}
                      {available ? <span className={styles.available}> / {n(Math.floor(available[key]))}</span> : null}
                    </span>
                  </span>
                ) : null,
              )}
              {unit.buildTimeS !== null && count > 0 ? (
                <span className={styles.totalRow}>
                  <span>{t('panel.totalTime')}</span>
                  <span>{formatBuildTime(unit.buildTimeS * count)}</span>
                </span>
              ) : null}
            </div>
          ) : null}
          {short.length > 0 && !error ? <Alert tone="warning">{t('panel.short', { resources: short.map((key) => tc(`resources.${key}`)).join(', ') })}</Alert> : null}
          {error ? <Alert>{error}</Alert> : null}
          {success && !error ? <Alert tone="success">{success}</Alert> : null}
          <Button type="submit" variant="primary" disabled={pending || !check.ok}>
            {pending ? t('panel.submitting') : t('panel.submit')}
          </Button>
        </form>
      ) : (
        <p className={styles.muted}>{t('panel.none')}</p>
      )}
    </Card>
  );
});
