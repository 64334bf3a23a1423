import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { formatNumber } from '../../lib/format';
import {
  COMPONENT_TYPES,
  componentsOfType,
  designTotals,
  findComponent,
  type ComponentId,
  type ComponentStats,
  type ComponentType,
  type DesignSlots,
  type ResourceCost,
  type ShipComponent,
} from '../../lib/shipDesign';
import * as styles from './ShipDesigner.css';

const STAT_ORDER: (keyof ComponentStats)[] = ['armor', 'capacity', 'power', 'efficiency', 'speed'];

/** The design's totals in the panel's order; the ones with a test id are read by stories. */
const TOTALS: { key: 'mass' | 'armor' | 'firepower' | 'speed' | 'fuelCapacity' | 'cargo'; testId?: string }[] = [
  { key: 'mass', testId: 'total-mass' },
  { key: 'armor', testId: 'total-armor' },
  { key: 'firepower', testId: 'total-firepower' },
  { key: 'speed', testId: 'total-speed' },
  { key: 'fuelCapacity', testId: 'total-fuel' },
  { key: 'cargo' },
];

/** Whole numbers in the interface language. */
function useWhole() {
  const { i18n } = useTranslation();
  return (value: number) => formatNumber(value, i18n.language);
}

/** One term and its value in a facts list (`<dl>`). */
function Fact({ term, testId, children }: { term: string; testId?: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

/** Metal, crystal and deuterium of a cost, each with its name. */
function CostLine({ cost }: { cost: ResourceCost }) {
  const { t } = useTranslation('common');
  const n = useWhole();
  return (
    <span className={styles.cost}>
      {(['metal', 'crystal', 'deuterium'] as const).map((resource) => (
        <span key={resource}>
          {t(`resources.${resource}`)} {n(cost[resource])}
        </span>
      ))}
    </span>
  );
}

/** 'Slots': one row per component type with what is installed ('Vacío') and 'Remover'. */
export function DesignSlotsCard({ slots, onRemove }: { slots: DesignSlots; onRemove: (type: ComponentType) => void }) {
  const { t } = useTranslation('designer');
  const isEmpty = COMPONENT_TYPES.every((slotType) => !slots[slotType]);
  return (
    <Card title={t('design.slots')}>
      <ul className={styles.list}>
        {COMPONENT_TYPES.map((slotType) => {
          const componentId = findComponent(slots[slotType])?.id;
          return (
            <li key={slotType} className={styles.slot} data-filled={componentId ? 'true' : 'false'} data-testid={`slot-${slotType}`}>
              <span className={styles.slotText}>
                <span className={styles.slotType}>{t(`types.${slotType}`)}</span>
                {componentId ? (
                  <span className={styles.slotName}>{t(`components.${componentId}`)}</span>
                ) : (
                  <span className={styles.slotEmpty}>{t('design.empty')}</span>
                )}
              </span>
              {componentId ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onRemove(slotType)}
                  aria-label={t('design.removeLabel', { component: t(`components.${componentId}`), slot: t(`types.${slotType}`) })}
                >
                  {t('design.remove')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {isEmpty ? <p className={styles.muted}>{t('design.emptyDesign')}</p> : null}
    </Card>
  );
}

export interface ComponentCatalogueProps {
  /** The type whose components are listed. */
  type: ComponentType;
  onTypeChange: (type: ComponentType) => void;
  selectedId: ComponentId | undefined;
  onSelect: (id: ComponentId) => void;
}

/** 'Catálogo': a type filter (pressed buttons) and the components of that type with their mass. */
export function ComponentCatalogue({ type, onTypeChange, selectedId, onSelect }: ComponentCatalogueProps) {
  const { t } = useTranslation('designer');
  const n = useWhole();
  const filterId = useId();
  return (
    <Card title={t('design.catalogue')}>
      <div role="group" aria-labelledby={filterId} className={styles.filter}>
        <span id={filterId} className="visually-hidden">
          {t('design.typeFilter')}
        </span>
        {COMPONENT_TYPES.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === type ? 'primary' : 'secondary'}
            aria-pressed={option === type}
            onClick={() => onTypeChange(option)}
          >
            {t(`types.${option}`)}
          </Button>
        ))}
      </div>
      <ul className={styles.list} aria-label={t(`types.${type}`)}>
        {componentsOfType(type).map((component) => (
          <li key={component.id}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={component.id === selectedId}
              onClick={() => onSelect(component.id)}
            >
              <span>{t(`components.${component.id}`)}</span>
              <span className={styles.optionMeta}>
                {t('design.mass')} {n(component.mass)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export interface ComponentDetailsProps {
  /** The picked component, if any. */
  selected: ShipComponent | undefined;
  /** What is installed in the picked component's slot. */
  installed: ShipComponent | undefined;
  onInstall: (component: ShipComponent) => void;
}

/**
 * 'Detalles': the picked component's stats, mass and cost, what installing it replaces, and
 * 'Instalar Componente' (disabled when it is already installed).
 */
export function ComponentDetails({ selected, installed, onInstall }: ComponentDetailsProps) {
  const { t } = useTranslation('designer');
  const n = useWhole();
  const statValue = (stat: keyof ComponentStats, value: number) => (stat === 'efficiency' ? t('percent', { value: n(value) }) : n(value));
  if (!selected) {
    return (
      <Card title={t('design.details')} aria-live="polite">
        <p className={styles.muted}>{t('design.noSelection')}</p>
      </Card>
    );
  }
  return (
    <Card title={t('design.details')} aria-live="polite">
      <h3 className={styles.detailsTitle}>
        {t(`components.${selected.id}`)} · {t(`types.${selected.type}`)}
      </h3>
      <dl className={styles.facts} aria-label={t('design.stats')} data-testid="component-stats">
        {STAT_ORDER.filter((stat) => selected.stats[stat] !== undefined).map((stat) => (
          <Fact key={stat} term={t(`stats.${stat}`)}>
            {statValue(stat, selected.stats[stat]!)}
          </Fact>
        ))}
        <Fact term={t('design.mass')}>{n(selected.mass)}</Fact>
        <Fact term={t('design.cost')}>
          <CostLine cost={selected.cost} />
        </Fact>
      </dl>
      {installed?.id === selected.id ? (
        <p className={styles.muted}>{t('design.installedHere', { slot: t(`types.${selected.type}`) })}</p>
      ) : installed ? (
        <p className={styles.muted}>{t('design.replaces', { component: t(`components.${installed.id}`) })}</p>
      ) : null}
      <Button variant="primary" disabled={installed?.id === selected.id} onClick={() => onInstall(selected)}>
        {t('design.install')}
      </Button>
    </Card>
  );
}

/** 'Totales del diseño': cost, mass, armour, firepower, speed, fuel capacity and cargo. */
export function DesignTotals({ slots }: { slots: DesignSlots }) {
  const { t } = useTranslation('designer');
  const n = useWhole();
  const totals = designTotals(slots);
  return (
    <Card title={t('design.totals')}>
      <dl className={styles.facts} data-testid="design-totals">
        <Fact term={t('totals.cost')}>
          <CostLine cost={totals.cost} />
        </Fact>
        {TOTALS.map(({ key, testId }) => (
          <Fact key={key} term={t(`totals.${key}`)} testId={testId}>
            {n(totals[key])}
          </Fact>
        ))}
      </dl>
    </Card>
  );
}
