import { forwardRef, useId, useRef, type Ref } from 'react';
import { useFocusFallback } from '../../lib/useFocusFallback';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Stack } from '../../primitives/Stack';
import { TextField } from '../../primitives/TextField';
import { formatDuration } from '../../lib/duration';
import { formatNumber } from '../../lib/format';
import { checkOrder, QUANTITY_INPUT_MAX, QUANTITY_MIN, quantityFormSchema, type Amounts } from '../../lib/quantity';
import type { QuantityFormInput, QuantityFormOutput, QuantityProblem } from '../../lib/quantity';
import type { UnitTypeView } from './types';
import * as styles from './UnitCatalogue.css';

export interface BuildPanelProps {
  /** The selected type, or null (the panel asks to pick one). */
  unit: UnitTypeView | null;
  /** The planet's stock now; null when unknown (then only the server judges the cost). */
  available?: Amounts | null;
  /** The planet's shipyard level; null when unknown (then only the server judges the requirement). */
  shipyardLevel?: number | null;
  /** The player edited the quantity (the screen clears the last result). */
  onQuantityChange?: () => void;
  /** Called with a valid whole quantity the planet can pay and whose requirements it meets. */
  onSubmit: (unitId: string, quantity: number) => void;
  pending: boolean;
  /** The server's refusal or the catalogue default, shown in a red box. */
  error: string | null;
  /** A short confirmation after a successful order. */
  success: string | null;
}

/**
 * The build panel (spec p2 §2.3, §2.4, §5): the selected type, a quantity (whole number
 * from 1 to 1000 and no more than the stock pays, with a 'máx.' shortcut), the total cost beside
 * the stock, the total time (days from 24 h), 'Construir'. The quantity is a `react-hook-form`
 * form validated by `quantityFormSchema` (lib/quantity); it lives as long as the panel, so picking
 * another type, a failed order or a language switch keeps what was typed, and an error already
 * shown is re-worded in the new language. Before anything is sent it checks the quantity, the
 * shipyard level the type requires and the cost: 'Construir' stays disabled and says why. A
 * successful order never shows beside a red shortfall.
 */
export const BuildPanel = forwardRef<HTMLInputElement, BuildPanelProps>(function BuildPanel(
  { unit, available = null, shipyardLevel = null, onQuantityChange, onSubmit, pending, error, success },
  ref,
) {
  const { t, i18n } = useTranslation('shipyard');
  const reasonId = useId();
  const form = useForm<QuantityFormInput, unknown, QuantityFormOutput>({
    resolver: zodResolver(quantityFormSchema),
    defaultValues: { quantity: '1' },
    mode: 'all',
  });
  const quantity = useWatch({ control: form.control, name: 'quantity' });
  const n = (value: number) => formatNumber(value, i18n.language);
  const { count, cost, missing, requirements, cap, blocked } = checkOrder(unit, quantity, available, shipyardLevel);
  const problem = form.formState.errors.quantity?.message;
  const field = form.register('quantity', { onChange: () => onQuantityChange?.() });
  // 'Construir' is disabled while its order is out (Chromium then moves the focus off it): the
  // focus comes back to it, or to 'Cantidad' when the order leaves it disabled.
  const formRef = useRef<HTMLElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  useFocusFallback(formRef, quantityRef, pending);
  // After an order the stock has paid for it: the quantity just ordered would now read as a red
  // shortfall beside the green confirmation. While the confirmation shows, no shortfall is shown
  // (the next edit of the quantity clears the confirmation and judges the new stock).
  const shortfall = success ? [] : missing;

  const submit = form.handleSubmit(({ quantity: value }) => {
    if (!unit || blocked || pending) return;
    onSubmit(unit.id, value);
  });

  const list = (items: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items);
  const reasons = [
    requirements.length > 0
      ? t('panel.requirements', {
          list: list(requirements.map((r) => t('panel.requirement', { required: r.required, current: r.current }))),
        })
      : null,
    shortfall.length > 0
      ? t('panel.shortfall', { list: list(shortfall.map((m) => t(`panel.missing.${m.key}`, { amount: n(m.amount) }))) })
      : null,
  ].filter((reason): reason is string => reason !== null);

  if (!unit) {
    return (
      <Card title={t('panel.title')}>
        <p className={styles.muted}>{t('panel.none')}</p>
      </Card>
    );
  }
  return (
    <Card title={t('panel.title')}>
      <Stack as="form" ref={formRef} gap="md" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
        <p className={styles.unitName} data-testid="build-unit">
          {unit.name}
        </p>
        <div className={styles.quantityRow}>
          <TextField
            {...field}
            ref={mergeRefs(field.ref, ref, quantityRef)}
            label={t('panel.quantity')}
            hint={t('panel.quantityHint', { max: n(QUANTITY_INPUT_MAX) })}
            error={problem ? t(`quantityProblem.${problem as QuantityProblem}`, { max: n(QUANTITY_INPUT_MAX) }) : undefined}
            type="number"
            inputMode="numeric"
            min={QUANTITY_MIN}
            max={Math.max(QUANTITY_MIN, cap)}
            step={1}
          />
          {cap >= QUANTITY_MIN ? (
            <Button
              type="button"
              variant="ghost"
              className={styles.maxButton}
              onClick={() => {
                form.setValue('quantity', String(cap), { shouldValidate: true, shouldDirty: true });
                onQuantityChange?.();
              }}
              disabled={pending}
            >
              {t('panel.max', { max: n(cap) })}
            </Button>
          ) : null}
        </div>
        {cost ? <BuildTotals unit={unit} cost={cost} count={count} available={available} short={shortfall.map((m) => m.key)} /> : null}
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
        <Button
          type="submit"
          variant="primary"
          disabled={pending || count === 0 || blocked}
          aria-describedby={reasons.length > 0 ? reasonId : undefined}
        >
          {pending ? t('panel.submitting') : t('panel.submit')}
        </Button>
      </Stack>
    </Card>
  );
});

/** Gives one element to react-hook-form's ref and to the parent's (which focuses it). */
function mergeRefs(...refs: Array<Ref<HTMLInputElement> | undefined>) {
  return (element: HTMLInputElement | null) => {
    for (const target of refs) {
      if (typeof target === 'function') target(element);
      else if (target) target.current = element;
    }
  };
}

/** The order's total cost per resource beside the stock, and its total time. */
function BuildTotals({
  unit,
  cost,
  count,
  available,
  short,
}: {
  unit: UnitTypeView;
  cost: Amounts;
  count: number;
  available: Amounts | null;
  short: readonly string[];
}) {
  const { t, i18n } = useTranslation('shipyard');
  const { t: tc } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
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
          <span data-testid="build-time">{formatDuration(unit.buildTimeS * count, i18n.language)}</span>
        </span>
      ) : null}
    </div>
  );
}
