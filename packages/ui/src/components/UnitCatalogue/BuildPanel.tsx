import { forwardRef, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { TextField } from '../../primitives/TextField';
import { formatDuration } from '../../lib/duration';
import { formatNumber } from '../../lib/format';
import { checkQuantity, missingRequirements, QUANTITY_INPUT_MAX, QUANTITY_MIN, quantityCap, shortfall, totalCost } from '../../lib/quantity';
import type { UnitTypeView } from './types';
import * as styles from './UnitCatalogue.css';

export interface BuildPanelProps {
  /** The selected type, or null (the panel asks to pick one). */
  unit: UnitTypeView | null;
  /** What the quantity field holds (kept by the parent so a failed build loses nothing). */
  quantity: string;
  /** The planet's stock now; null when unknown (then only the server judges the cost). */
  available?: { metal: number; crystal: number; deuterium: number } | null;
  /** The planet's shipyard level; null when unknown (then only the server judges the requirement). */
  shipyardLevel?: number | null;
  onQuantityChange: (value: string) => void;
  /** Called with a valid whole quantity the planet can pay and whose requirements it meets. */
  onSubmit: (unitId: string, quantity: number) => void;
  pending: boolean;
  /** The server's refusal or the catalogue default, shown in a red box. */
  error: string | null;
  /** A short confirmation after a successful order. */
  success: string | null;
}

/**
 * The build panel (spec p2 §2.3, §2.4, §5; issue 14): the selected type, a quantity (whole number
 * from 1 to 1000 and no more than the stock pays, with a 'Máximo' shortcut), the total cost
 * beside the stock, the total time (days from 24 h), 'Construir'. Before anything is sent it
 * checks the quantity, the shipyard level the type requires and the cost: 'Construir' stays
 * disabled and says why (the missing level, or 'faltan …' per resource, as Buildings does).
 */
export const BuildPanel = forwardRef<HTMLInputElement, BuildPanelProps>(function BuildPanel(
  { unit, quantity, available = null, shipyardLevel = null, onQuantityChange, onSubmit, pending, error, success },
  ref,
) {
  const { t, i18n } = useTranslation('shipyard');
  const { t: tc } = useTranslation();
  const reasonId = useId();
  const [touched, setTouched] = useState(false);
  const check = checkQuantity(quantity);
  const count = check.ok ? check.value : 0;
  const cost = unit ? totalCost({ metal_cost: unit.cost.metal, crystal_cost: unit.cost.crystal, deuterium_cost: unit.cost.deuterium }, count) : null;
  const n = (value: number) => formatNumber(value, i18n.language);
  const missing = cost ? shortfall(cost, available) : [];
  const requirements = unit ? missingRequirements(unit.requiredLevel, shipyardLevel) : [];
  const cap = unit ? quantityCap(unit.cost, available) : QUANTITY_INPUT_MAX;
  const blocked = requirements.length > 0 || missing.length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!unit || !check.ok || blocked || pending) return;
    onSubmit(unit.id, check.value);
  }

  const problem = !check.ok && touched ? t(`quantityProblem.${check.problem}`, { max: n(QUANTITY_INPUT_MAX) }) : undefined;
  const list = (items: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items);
  const reasons = [
    requirements.length > 0
      ? t('panel.requirements', { list: list(requirements.map((r) => t('panel.requirement', { required: r.required, current: r.current }))) })
      : null,
    missing.length > 0 ? t('panel.shortfall', { list: list(missing.map((m) => t(`panel.missing.${m.key}`, { amount: n(m.amount) }))) }) : null,
  ].filter((reason): reason is string => reason !== null);

  return (
    <Card title={t('panel.title')}>
      {unit ? (
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={pending}>
          <p style={{ margin: 0, fontWeight: 700 }} data-testid="build-unit">
            {unit.name}
          </p>
          <div className={styles.quantityRow}>
            <TextField
              ref={ref}
              label={t('panel.quantity')}
              hint={t('panel.quantityHint', { max: n(QUANTITY_INPUT_MAX) })}
              error={problem}
              type="number"
              inputMode="numeric"
              name="quantity"
              min={QUANTITY_MIN}
              max={Math.max(QUANTITY_MIN, cap)}
              step={1}
              value={quantity}
              onChange={(event) => {
                setTouched(true);
                onQuantityChange(event.target.value);
              }}
              onBlur={() => setTouched(true)}
            />
            {cap >= QUANTITY_MIN ? (
              <Button type="button" variant="ghost" className={styles.maxButton} onClick={() => onQuantityChange(String(cap))} disabled={pending}>
                {t('panel.max', { max: n(cap) })}
              </Button>
            ) : null}
          </div>
          {cost ? (
            <div className={styles.total} data-testid="build-total">
              <span className={styles.statLabel}>{t('panel.total')}</span>
              {(['metal', 'crystal', 'deuterium'] as const).map((key) =>
                unit.cost[key] > 0 ? (
                  <span key={key} className={styles.totalRow} data-short={missing.some((m) => m.key === key) || undefined}>
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
                  <span data-testid="build-time">{formatDuration(unit.buildTimeS * count, i18n.language)}</span>
                </span>
              ) : null}
            </div>
          ) : null}
          {reasons.length > 0 ? (
            <div id={reasonId} className={styles.reasons} data-testid="build-blocked">
              {reasons.map((reason) => (
                <p key={reason} className={styles.reason}>
                  {reason}
                </p>
              ))}
            </div>
          ) : null}
          {error ? <Alert>{error}</Alert> : null}
          {success && !error ? <Alert tone="success">{success}</Alert> : null}
          <Button type="submit" variant="primary" disabled={pending || !check.ok || blocked} aria-describedby={reasons.length > 0 ? reasonId : undefined}>
            {pending ? t('panel.submitting') : t('panel.submit')}
          </Button>
        </form>
      ) : (
        <p className={styles.muted}>{t('panel.none')}</p>
      )}
    </Card>
  );
});
