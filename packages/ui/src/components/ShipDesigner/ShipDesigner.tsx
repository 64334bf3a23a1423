import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { TextField } from '../../primitives/TextField';
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

export interface ShipDesignerProps {
  /** The ship's name (editable). */
  name: string;
  onNameChange: (name: string) => void;
  /** The installed component per slot. */
  slots: DesignSlots;
  /** Installs a component in its type's slot (replacing what was there). */
  onInstall: (component: ShipComponent) => void;
  /** Empties a slot. */
  onRemove: (type: ComponentType) => void;
  /** The component whose details show first. @default none */
  initialSelectedId?: ComponentId;
  /** The catalogue type shown first. @default the selected component's type, else 'hull' */
  initialType?: ComponentType;
}

const STAT_ORDER: (keyof ComponentStats)[] = ['armor', 'capacity', 'power', 'efficiency', 'speed'];

function CostLine({ cost, locale }: { cost: ResourceCost; locale: string }) {
  const { t } = useTranslation('common');
  return (
    <span className={styles.cost}>
      {(['metal', 'crystal', 'deuterium'] as const).map((resource) => (
        <span key={resource}>
          {t(`resources.${resource}`)} {formatNumber(cost[resource], locale)}
        </span>
      ))}
    </span>
  );
}

/**
 * The ship designer (spec p2 §2.9, §3): the editable name, one slot per type with 'Remover', the
 * catalogue by type, the picked component's details with 'Instalar Componente', the totals panel,
 * and 'Guardar Diseño' / 'Reiniciar', which the spec keeps without effect (a notice says so).
 * Props only: the screen owns the design so the navigation tab can read its totals.
 */
export function ShipDesigner({ name, onNameChange, slots, onInstall, onRemove, initialSelectedId, initialType }: ShipDesignerProps) {
  const { t, i18n } = useTranslation('designer');
  const locale = i18n.language;
  const [selectedId, setSelectedId] = useState<ComponentId | undefined>(initialSelectedId);
  const [type, setType] = useState<ComponentType>(initialType ?? findComponent(initialSelectedId)?.type ?? 'hull');
  const [notice, setNotice] = useState(false);
  const filterId = useId();
  const selected = findComponent(selectedId);
  const totals = designTotals(slots);
  const installedInSlot = selected ? findComponent(slots[selected.type]) : undefined;
  const n = (value: number) => formatNumber(value, locale);
  const statValue = (stat: keyof ComponentStats, value: number) => (stat === 'efficiency' ? t('percent', { value: n(value) }) : n(value));
  const isEmpty = COMPONENT_TYPES.every((slotType) => !slots[slotType]);

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <TextField className={styles.nameField} label={t('design.name')} value={name} onChange={(event) => onNameChange(event.target.value)} maxLength={60} />
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => setNotice(true)}>
            {t('design.save')}
          </Button>
          <Button onClick={() => setNotice(true)}>{t('design.reset')}</Button>
        </div>
      </div>
      {notice ? <Alert tone="info">{t('design.notAvailable')}</Alert> : null}

      <div className={styles.grid}>
        <Card title={t('design.slots')}>
          <ul className={styles.list}>
            {COMPONENT_TYPES.map((slotType) => {
              const component = findComponent(slots[slotType]);
              return (
                <li key={slotType} className={styles.slot} data-filled={component ? 'true' : 'false'} data-testid={`slot-${slotType}`}>
                  <span className={styles.slotText}>
                    <span className={styles.slotType}>{t(`types.${slotType}`)}</span>
                    {component ? <span className={styles.slotName}>{t(`components.${component.id}`)}</span> : <span className={styles.slotEmpty}>{t('design.empty')}</span>}
                  </span>
                  {component ? (
                    <Button size="sm" variant="ghost" onClick={() => onRemove(slotType)} aria-label={t('design.removeLabel', { component: t(`components.${component.id}`), slot: t(`types.${slotType}`) })}>
                      {t('design.remove')}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {isEmpty ? <p className={styles.muted}>{t('design.emptyDesign')}</p> : null}
        </Card>

        <Card title={t('design.catalogue')}>
          <div role="group" aria-labelledby={filterId} className={styles.filter}>
            <span id={filterId} className="visually-hidden">
              {t('design.typeFilter')}
            </span>
            {COMPONENT_TYPES.map((option) => (
              <Button key={option} size="sm" variant={option === type ? 'primary' : 'secondary'} aria-pressed={option === type} onClick={() => setType(option)}>
                {t(`types.${option}`)}
              </Button>
            ))}
          </div>
          <ul className={styles.list} aria-label={t(`types.${type}`)}>
            {componentsOfType(type).map((component) => (
              <li key={component.id}>
                <button type="button" className={styles.option} aria-pressed={component.id === selectedId} onClick={() => setSelectedId(component.id)}>
                  <span>{t(`components.${component.id}`)}</span>
                  <span className={styles.optionMeta}>
                    {t('design.mass')} {n(component.mass)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Card>

        <div className={styles.column}>
          <Card title={t('design.details')} aria-live="polite">
            {selected ? (
              <>
                <h3 className={styles.detailsTitle}>
                  {t(`components.${selected.id}`)} · {t(`types.${selected.type}`)}
                </h3>
                <dl className={styles.facts} aria-label={t('design.stats')} data-testid="component-stats">
                  {STAT_ORDER.filter((stat) => selected.stats[stat] !== undefined).map((stat) => (
                    <Fragment key={stat}>
                      <dt className={styles.term}>{t(`stats.${stat}`)}</dt>
                      <dd className={styles.value}>{statValue(stat, selected.stats[stat]!)}</dd>
                    </Fragment>
                  ))}
                  <dt className={styles.term}>{t('design.mass')}</dt>
                  <dd className={styles.value}>{n(selected.mass)}</dd>
                  <dt className={styles.term}>{t('design.cost')}</dt>
                  <dd className={styles.value}>
                    <CostLine cost={selected.cost} locale={locale} />
                  </dd>
                </dl>
                {installedInSlot?.id === selected.id ? (
                  <p className={styles.muted}>{t('design.installedHere', { slot: t(`types.${selected.type}`) })}</p>
                ) : installedInSlot ? (
                  <p className={styles.muted}>{t('design.replaces', { component: t(`components.${installedInSlot.id}`) })}</p>
                ) : null}
                <Button variant="primary" disabled={installedInSlot?.id === selected.id} onClick={() => onInstall(selected)}>
                  {t('design.install')}
                </Button>
              </>
            ) : (
              <p className={styles.muted}>{t('design.noSelection')}</p>
            )}
          </Card>

          <Card title={t('design.totals')}>
            <dl className={styles.facts} data-testid="design-totals">
              <dt className={styles.term}>{t('totals.cost')}</dt>
              <dd className={styles.value}>
                <CostLine cost={totals.cost} locale={locale} />
              </dd>
              <dt className={styles.term}>{t('totals.mass')}</dt>
              <dd className={styles.value} data-testid="total-mass">{n(totals.mass)}</dd>
              <dt className={styles.term}>{t('totals.armor')}</dt>
              <dd className={styles.value} data-testid="total-armor">{n(totals.armor)}</dd>
              <dt className={styles.term}>{t('totals.firepower')}</dt>
              <dd className={styles.value} data-testid="total-firepower">{n(totals.firepower)}</dd>
              <dt className={styles.term}>{t('totals.speed')}</dt>
              <dd className={styles.value} data-testid="total-speed">{n(totals.speed)}</dd>
              <dt className={styles.term}>{t('totals.fuelCapacity')}</dt>
              <dd className={styles.value} data-testid="total-fuel">{n(totals.fuelCapacity)}</dd>
              <dt className={styles.term}>{t('totals.cargo')}</dt>
              <dd className={styles.value}>{n(totals.cargo)}</dd>
            </dl>
          </Card>
        </div>
      </div>
    </div>
  );
}
