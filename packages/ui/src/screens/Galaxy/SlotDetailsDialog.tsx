import { useTranslation } from 'react-i18next';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { usePlanetTypeLabel } from '../../components/GalaxySlot';
import { formatNumber } from '../../lib/format';
import { ownerNameOf, type GalaxySlot } from '../../lib/galaxy';
import * as styles from './Galaxy.css';

export interface SlotDetailsDialogProps {
  slot: GalaxySlot | null;
  galaxy: number;
  system: number;
  explored: boolean;
  onClose: () => void;
  onColonize: (slot: GalaxySlot) => void;
  colonizing: boolean;
  /** An abandon is under way: 'Abandonar planeta' waits for it. @default false */
  abandoning?: boolean;
  /** Text of a failed colonisation (server message or catalogue default), shown in the dialog. */
  colonizeError?: string;
  onAbandon: (slot: GalaxySlot) => void;
  /** Hand-over to the fleet form (a colony ship to an empty slot, recyclers to debris). */
  onSendFleet: (slot: GalaxySlot, type: 'planet' | 'debris') => void;
  onSelectPlanet: (slot: GalaxySlot) => void;
  /** The selected planet's id, to hide "make it selected" on it. */
  selectedPlanetId?: string | number | null;
}

/**
 * What clicking a slot opens (the spec leaves it open, p1 §2.6): the slot's details and what a
 * player can do there: colonise a free planet, send a colony ship to an empty position, abandon
 * an own planet (after a confirmation, by the screen), send recyclers to debris.
 */
export function SlotDetailsDialog({
  slot,
  galaxy,
  system,
  explored,
  onClose,
  onColonize,
  colonizing,
  abandoning = false,
  colonizeError,
  onAbandon,
  onSendFleet,
  onSelectPlanet,
  selectedPlanetId,
}: SlotDetailsDialogProps) {
  const { t, i18n } = useTranslation('galaxy');
  const typeLabel = usePlanetTypeLabel();
  const position = slot?.position ?? 1;
  const coordinates = `${galaxy}:${system}:${position}`;
  const planet = slot?.planet ?? null;
  const kind = slot?.kind ?? 'empty';
  const owned = kind === 'mine' || kind === 'occupied';
  const number = (value: unknown) => formatNumber(Number(value) || 0, i18n.language);

  return (
    <Dialog
      open={slot !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('details.title', { coordinates })}
      description={owned ? planet?.name?.trim() || t('slot.unnamed') : undefined}
      closeLabel={t('details.close')}
      footer={
        slot ? (
          <div className={styles.actions}>
            {kind === 'mine' && String(planet?.id) !== String(selectedPlanetId) ? (
              <Button onClick={() => onSelectPlanet(slot)}>{t('details.select')}</Button>
            ) : null}
            {kind === 'mine' ? (
              <Button variant="danger" onClick={() => onAbandon(slot)} disabled={abandoning}>
                {t('details.abandon')}
              </Button>
            ) : null}
            {kind === 'free' && planet ? (
              <Button variant="primary" onClick={() => onColonize(slot)} disabled={colonizing} aria-busy={colonizing || undefined}>
                {colonizing ? t('details.colonizing') : t('details.colonize')}
              </Button>
            ) : null}
            {kind === 'empty' ? (
              <Button variant="primary" onClick={() => onSendFleet(slot, 'planet')}>
                {t('details.sendColonyShip')}
              </Button>
            ) : null}
            {slot.debris ? <Button onClick={() => onSendFleet(slot, 'debris')}>{t('details.recycle')}</Button> : null}
          </div>
        ) : null
      }
    >
      {slot ? (
        <div className={styles.detailsBody}>
          <dl className={styles.details}>
            {owned ? (
              <>
                <dt className={styles.detailsTerm}>{t('slot.owner')}</dt>
                <dd className={styles.detailsValue}>{kind === 'mine' ? t('slot.yourPlanet') : ((planet && ownerNameOf(planet)) ?? t('slot.unknown'))}</dd>
                <dt className={styles.detailsTerm}>{t('slot.empire')}</dt>
                <dd className={styles.detailsValue}>{planet?.owner?.empire_name?.trim() || t('slot.noEmpire')}</dd>
              </>
            ) : (
              <>
                <dt className={styles.detailsTerm}>{t('slot.empty')}</dt>
                <dd className={styles.detailsValue}>{t('slot.available')}</dd>
              </>
            )}
            {planet ? (
              <>
                <dt className={styles.detailsTerm}>{t('slot.type')}</dt>
                <dd className={styles.detailsValue}>{typeLabel(planet.planet_type)}</dd>
              </>
            ) : null}
            {planet && planet.fields_total != null ? (
              <>
                <dt className={styles.detailsTerm}>{t('slot.fields')}</dt>
                <dd className={styles.detailsValue}>{t('slot.fieldsValue', { used: Number(planet.fields_used ?? 0), total: Number(planet.fields_total) })}</dd>
              </>
            ) : null}
            {planet && planet.temperature_min != null && planet.temperature_max != null ? (
              <>
                <dt className={styles.detailsTerm}>{t('slot.temperature')}</dt>
                <dd className={styles.detailsValue}>{t('slot.temperatureRange', { min: planet.temperature_min, max: planet.temperature_max })}</dd>
              </>
            ) : null}
            {slot.debris ? (
              <>
                <dt className={styles.detailsTerm}>{t('slot.debris')}</dt>
                <dd className={styles.detailsValue}>
                  {t('slot.debrisValue', {
                    metal: number(slot.debris.metal_amount),
                    crystal: number(slot.debris.crystal_amount),
                    total: number(slot.debris.total_resources ?? Number(slot.debris.metal_amount) + Number(slot.debris.crystal_amount)),
                  })}
                </dd>
              </>
            ) : null}
          </dl>
          {kind === 'free' || kind === 'empty' ? <p className={styles.muted}>{t('slot.needsColonyShip')}</p> : null}
          {kind === 'empty' && !explored ? <p className={styles.muted}>{t('details.unexploredHint')}</p> : null}
          {kind === 'occupied' ? <p className={styles.muted}>{t('details.otherOwner')}</p> : null}
          {slot.debris ? (
            <p className={styles.muted}>
              {t('slot.needsRecyclers')}. {t('details.recycleHint')}
            </p>
          ) : null}
          {colonizeError ? <Alert>{colonizeError}</Alert> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
