import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../primitives/Stack';
import { Tabs } from '../../primitives/Tabs';
import { EmptyState } from '../../primitives/EmptyState';
import { formatNumber } from '../../lib/format';
import { useIsPhone } from '../../lib/useIsPhone';
import { DetailSheet } from '../DetailSheet';
import { EntityIcon } from '../EntityIcon';
import { QueueStrip } from '../QueueStrip';
import { BuildPanel } from './BuildPanel';
import { BuildQueue } from './BuildQueue';
import { formatCountdown, projectQueue, type ProjectedQueueItem, type QueueItemView } from './queueView';
import { StockList } from './StockList';
import type { StockView, UnitKind, UnitTypeView } from './types';
import { UnitCard } from './UnitCard';
import * as styles from './UnitCatalogue.css';

export interface UnitCatalogueProps {
  /** 'ships' (Hangar Espacial) or 'defenses' (Sistema de Defensa): picks the texts. */
  kind: UnitKind;
  /** The selected planet's name, for the subtitle. */
  planetName: string;
  /** Category codes of the tabs after 'Todas' (`shipyard:<kind>.tabs.<code>`). */
  categories: readonly string[];
  units: UnitTypeView[];
  stock: StockView[];
  queue: QueueItemView[];
  /** The current time in ms (ticks every second for the countdown). */
  now: number;
  /** Σ attack × quantity of the stock (spec p2 §2.3, §2.4). */
  power: number;
  /** The planet's metal, crystal and deuterium now, for the cost check; null when unknown. */
  available?: { metal: number; crystal: number; deuterium: number } | null;
  /** The planet's shipyard level, for the requirement check; null when unknown. */
  shipyardLevel?: number | null;
  /** Called with a valid whole quantity ≥ 1 the planet can pay. */
  onBuild: (unitId: string, quantity: number) => void;
  building: boolean;
  buildError: string | null;
  buildSuccess: string | null;
  /** The player edited the build form (the screen clears the last result). */
  onFormChange?: () => void;
  onComplete: () => void;
  completing: boolean;
  /** The last 'Completar' result and failure (see `BuildQueue`). */
  completeNotice?: string | null;
  completeError?: string | null;
}

/**
 * The one pattern of the shipyard and the defence screen (spec p2 §2.3, §2.4): category tabs
 * over the type list, a build panel for the selected type, the build queue and the planet's
 * stock, with the total power in the header. On phones (`useIsPhone`) the queue is a strip under
 * the header that opens it in a sheet, and the build panel of the selected type a sheet over the
 * list; desktops and tablets keep the side column. Props only; the screens fetch and decide.
 */
export function UnitCatalogue(props: UnitCatalogueProps) {
  const { kind, planetName, categories, units, stock, queue, now, power } = props;
  const { t, i18n } = useTranslation('shipyard');
  const { t: tCommon } = useTranslation('common');
  const isPhone = useIsPhone();
  const [tab, setTab] = useState('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const selected = units.find((unit) => unit.id === selectedId) ?? null;
  const projected = useMemo(() => projectQueue(queue, now), [queue, now]);

  function select(id: string) {
    if (id !== selectedId) props.onFormChange?.();
    setSelectedId(id);
    // Let the panel render the field, then take the player to it. On phones the sheet takes the
    // focus instead: a focused field would open the keyboard over the cost and the button.
    if (!isPhone) requestAnimationFrame(() => quantityRef.current?.focus());
  }

  const tabs = ['all', ...categories].map((code) => {
    const shown = code === 'all' ? units : units.filter((unit) => unit.category === code);
    return {
      value: code,
      label: t(`${kind}.tabs.${code}` as never),
      content:
        shown.length === 0 ? (
          <EmptyState title={t(`${kind}.listEmpty`)} />
        ) : (
          <ul className={styles.grid} aria-label={t(`${kind}.listTitle`)}>
            {shown.map((unit) => (
              <li key={unit.id}>
                <UnitCard
                  kind={kind}
                  unit={unit}
                  selected={unit.id === selectedId}
                  onSelect={select}
                  shipyardLevel={props.shipyardLevel ?? null}
                />
              </li>
            ))}
          </ul>
        ),
    };
  });

  const buildPanel = (
    <BuildPanel
      ref={quantityRef}
      unit={selected}
      available={props.available ?? null}
      shipyardLevel={props.shipyardLevel ?? null}
      onQuantityChange={props.onFormChange}
      onSubmit={props.onBuild}
      pending={props.building}
      error={props.buildError}
      success={props.buildSuccess}
    />
  );
  const buildQueue = (
    <BuildQueue
      items={projected}
      iconKind={kind === 'ships' ? 'ship' : 'defense'}
      onComplete={props.onComplete}
      completing={props.completing}
      completeNotice={props.completeNotice ?? null}
      completeError={props.completeError ?? null}
    />
  );

  return (
    <Stack gap="lg">
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t(`${kind}.title`)}</h1>
          <p className={styles.subtitle}>{t(`${kind}.subtitle`, { planet: planetName })}</p>
        </div>
        <div className={styles.power} data-testid="power">
          <span className={styles.powerLabel}>{t(`${kind}.power`)}</span>
          <span className={styles.powerValue}>{formatNumber(power, i18n.language)}</span>
        </div>
      </header>
      {isPhone ? (
        <QueueStrip
          title={t('queue.title')}
          emptyText={t('queue.empty')}
          waiting={Math.max(0, projected.length - 1)}
          current={stripItem(projected, kind, t)}
          heading={false}
        >
          {buildQueue}
        </QueueStrip>
      ) : null}
      <div className={styles.layout}>
        <Stack as="section" gap="lg" aria-labelledby={`${kind}-list-title`}>
          <h2 id={`${kind}-list-title`} className={styles.sectionTitle}>
            {t(`${kind}.listTitle`)}
          </h2>
          <Tabs label={t(`${kind}.tabsLabel`)} items={tabs} value={tab} onValueChange={setTab} />
        </Stack>
        {/* Scrolls on its own on desktops when taller than the screen: a named, focusable region for the keyboard. */}
        <Stack gap="lg" className={styles.side} data-testid="unit-side" role="region" aria-label={tCommon('sidePanel')} tabIndex={0}>
          {isPhone ? null : buildPanel}
          {isPhone ? null : buildQueue}
          <StockList kind={kind} stock={stock} />
        </Stack>
      </div>
      {isPhone ? (
        <DetailSheet
          open={selected !== null}
          onBack={() => setSelectedId(null)}
          title={selected?.name ?? t(`${kind}.listTitle`)}
          backLabel={tCommon('sheet.back')}
          returnFocusTo={() => document.getElementById(`unit-${String(selectedId)}-select`)}
          closeOnHistoryBack
        >
          {selected ? buildPanel : null}
        </DetailSheet>
      ) : null}
    </Stack>
  );
}

/**
 * The strip's item: the first one not yet completed (else the first), its remaining units and
 * the current unit's countdown ('Completada' when its end has passed); null on an empty queue.
 */
function stripItem(items: readonly ProjectedQueueItem[], kind: UnitKind, t: (key: 'queue.completed') => string) {
  const item = items.find((entry) => entry.status !== 'completed') ?? items[0];
  if (!item) return null;
  return {
    name: (
      <>
        <EntityIcon kind={kind === 'ships' ? 'ship' : 'defense'} code={item.code} size="sm" />
        {item.remaining || item.quantity} × {item.name}
      </>
    ),
    time: item.status === 'completed' ? t('queue.completed') : item.secondsLeft === null ? null : formatCountdown(item.secondsLeft),
  };
}
