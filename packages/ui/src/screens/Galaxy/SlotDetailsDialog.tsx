import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Id } from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Dialog } from '../../primitives/Dialog';
import { Stack } from '../../primitives/Stack';
import { usePlanetTypeLabel } from '../../components/GalaxySlot';
import { formatNumber } from '../../lib/format';
import { ownerNameOf, type GalaxySlot } from '../../lib/galaxy';
import { SlotActions } from './SlotActions';
import type { QuickSendState } from './useQuickSend';
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
  onSelectPlanet: (slot: GalaxySlot) => void;
  /** The selected planet's id, to hide "make it selected" and the fleet missions on it. */
  selectedPlanetId?: Id | null;
  /** The quick sends (espionage, recycle); their failure shows in the dialog. */
  quick?: QuickSendState;
  /** Called when a quick send left. */
  onQuickSent?: () => void;
}

/** A term and its value in the details list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.detailsTerm}>{term}</dt>
      <dd className={styles.detailsValue}>{children}</dd>
    </>
  );
}

/** The slot's facts: owner and empire (or 'Sin colonizar'), type, fields, temperature, debris. */
function SlotFacts({ slot }: { slot: GalaxySlot }) {
  const { t, i18n } = useTranslation('galaxy');
  const typeLabel = usePlanetTypeLabel();
  const { planet, kind, debris } = slot;
  const number = (value: unknown) => formatNumber(Number(value) || 0, i18n.language);
  return (
    <dl className={styles.details}>
      {kind === 'mine' || kind === 'occupied' ? (
        <>
          <Fact term={t('slot.owner')}>
            {kind === 'mine' ? t('slot.yourPlanet') : ((planet && ownerNameOf(planet)) ?? t('slot.unknown'))}
          </Fact>
          <Fact term={t('slot.empire')}>{planet?.owner?.empire_name?.trim() || t('slot.noEmpire')}</Fact>
        </>
      ) : (
        <Fact term={t('slot.empty')}>{t('slot.available')}</Fact>
      )}
      {planet ? <Fact term={t('slot.type')}>{typeLabel(planet.planet_type)}</Fact> : null}
      {planet && planet.fields_total != null ? (
        <Fact term={t('slot.fields')}>
          {t('slot.fieldsValue', { used: Number(planet.fields_used ?? 0), total: Number(planet.fields_total) })}
        </Fact>
      ) : null}
      {planet && planet.temperature_min != null && planet.temperature_max != null ? (
        <Fact term={t('slot.temperature')}>{t('slot.temperatureRange', { min: planet.temperature_min, max: planet.temperature_max })}</Fact>
      ) : null}
      {debris ? (
        <Fact term={t('slot.debris')}>
          {t('slot.debrisValue', {
            metal: number(debris.metal_amount),
            crystal: number(debris.crystal_amount),
            total: number(debris.total_resources ?? Number(debris.metal_amount) + Number(debris.crystal_amount)),
          })}
        </Fact>
      ) : null}
    </dl>
  );
}

/**
 * What clicking a slot opens (the spec leaves it open, p1 §2.6): the slot's details and what a
 * player can do there (see {@link SlotActions}): colonise, abandon (confirmed by the screen),
 * the fleet missions the slot allows with the mission preselected, a message to the owner.
 */
export function SlotDetailsDialog({ slot, galaxy, system, explored, onClose, colonizeError, ...actions }: SlotDetailsDialogProps) {
  const { t } = useTranslation('galaxy');
  const kind = slot?.kind ?? 'empty';
  const owned = kind === 'mine' || kind === 'occupied';
  return (
    <Dialog
      open={slot !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('details.title', { coordinates: `${galaxy}:${system}:${slot?.position ?? 1}` })}
      description={owned ? slot?.planet?.name?.trim() || t('slot.unnamed') : undefined}
      closeLabel={t('details.close')}
      footer={
        slot ? (
          <SlotActions
            slot={slot}
            galaxy={galaxy}
            system={system}
            selectedPlanetId={actions.selectedPlanetId}
            colonizing={actions.colonizing}
            abandoning={actions.abandoning ?? false}
            onColonize={actions.onColonize}
            onAbandon={actions.onAbandon}
            onSelectPlanet={actions.onSelectPlanet}
            quick={actions.quick}
            onQuickSent={actions.onQuickSent}
          />
        ) : null
      }
    >
      {slot ? (
        <Stack gap="md">
          <SlotFacts slot={slot} />
          {kind === 'free' || kind === 'empty' ? <p className={styles.muted}>{t('slot.needsColonyShip')}</p> : null}
          {kind === 'empty' && !explored ? <p className={styles.muted}>{t('details.unexploredHint')}</p> : null}
          {kind === 'occupied' ? <p className={styles.muted}>{t('details.otherOwner')}</p> : null}
          {slot.debris ? (
            <p className={styles.muted}>
              {t('slot.needsRecyclers')}. {t('details.recycleHint')}
            </p>
          ) : null}
          {colonizeError ? <Alert>{colonizeError}</Alert> : null}
          {actions.quick?.failureAt(slot) ? <Alert>{actions.quick.failureAt(slot)}</Alert> : null}
        </Stack>
      ) : null}
    </Dialog>
  );
}
