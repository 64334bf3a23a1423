import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Id } from '@imperio/api-client';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import type { GalaxySlot } from '../../lib/galaxy';
import { composeLink, slotFleetLink, slotMissions, type SlotFleetAction } from './slotMissions';
import { useOwnerUsername } from './useOwnerUsername';
import { isQuickMission, type QuickSendState } from './useQuickSend';
import * as styles from './Galaxy.css';

export interface SlotActionsProps {
  slot: GalaxySlot;
  galaxy: number;
  system: number;
  /** The selected planet's id: hides 'make it selected' and the fleet missions on it (the origin). */
  selectedPlanetId?: Id | null;
  colonizing: boolean;
  abandoning: boolean;
  onColonize: (slot: GalaxySlot) => void;
  onAbandon: (slot: GalaxySlot) => void;
  onSelectPlanet: (slot: GalaxySlot) => void;
  /** The quick sends (espionage, recycle); without it every mission hands over to the fleet form. */
  quick?: QuickSendState;
  /** Called when a quick send left (the screen closes the dialog). */
  onQuickSent?: () => void;
}

/** The button text of a fleet mission: colonise and recycle keep their earlier labels. */
function missionLabelKey(action: SlotFleetAction) {
  if (action.mission === 'colonize') return 'details.sendColonyShip' as const;
  if (action.mission === 'recycle') return 'details.recycle' as const;
  return `details.missions.${action.mission}` as const;
}

/**
 * What a player can do at a slot: make an own planet the selected one or
 * abandon it, colonise a free planet, hand over to the fleet form with the mission preselected
 * (the second click of 'a fleet to a slot in two clicks') and write to a foreign owner who is a
 * player with a username (see {@link useOwnerUsername}).
 */
export function SlotActions({
  slot,
  galaxy,
  system,
  selectedPlanetId,
  colonizing,
  abandoning,
  onColonize,
  onAbandon,
  onSelectPlanet,
  quick,
  onQuickSent,
}: SlotActionsProps) {
  const { t } = useTranslation('galaxy');
  const navigate = useNavigate();
  const { kind, planet } = slot;
  const missions = slotMissions(slot, selectedPlanetId);
  const username = useOwnerUsername(slot);
  const place = { galaxy, system, position: slot.position };
  const quickMissions = quick ? missions.filter((action) => isQuickMission(action.mission)) : [];
  return (
    <Stack gap="sm" width="full">
      <Inline gap="sm" justify="flex-end">
        {kind === 'mine' && planet?.id !== selectedPlanetId ? (
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
        {username ? <Button onClick={() => void navigate(composeLink(username))}>{t('details.message')}</Button> : null}
      </Inline>
      {missions.length ? (
        <Inline gap="sm" justify="flex-end" role="group" aria-label={t('details.sendFleet')}>
          {missions.map((action) =>
            quick && isQuickMission(action.mission) ? (
              <QuickButton
                key={`${action.type}:${action.mission}`}
                slot={slot}
                place={place}
                action={action}
                quick={quick}
                onSent={onQuickSent}
              />
            ) : (
              <Button
                key={`${action.type}:${action.mission}`}
                variant={action.mission === 'colonize' && kind === 'empty' ? 'primary' : 'secondary'}
                data-mission={action.mission}
                onClick={() => void navigate(slotFleetLink(place, action))}
              >
                {t(missionLabelKey(action))}
              </Button>
            ),
          )}
        </Inline>
      ) : null}
      {quick ? <QuickReasons slot={slot} missions={missions} quick={quick} /> : null}
      {quickMissions.length ? (
        <Inline gap="sm" justify="flex-end" role="group" aria-label={t('quick.moreOptions')}>
          {quickMissions.map((action) => (
            <Button
              key={`${action.type}:${action.mission}`}
              size="sm"
              variant="ghost"
              data-mission={action.mission}
              onClick={() => void navigate(slotFleetLink(place, action))}
            >
              {t('quick.inForm', { mission: t(missionLabelKey(action)) })}
            </Button>
          ))}
        </Inline>
      ) : null}
    </Stack>
  );
}

/** The id of the line that says why a quick send cannot leave (the button points at it). */
const reasonId = (slot: GalaxySlot, action: SlotFleetAction) => `quick-reason-${slot.position}-${action.mission}`;

/**
 * A mission sent at once (two clicks in all): 'Espiar' with one probe, 'Enviar recicladores' with
 * the recyclers for the field. Disabled while any quick send is out ('Enviando...' on the one
 * sent) and when the origin has no ship for it (the reason is the button's description).
 */
function QuickButton({
  slot,
  place,
  action,
  quick,
  onSent,
}: {
  slot: GalaxySlot;
  place: { galaxy: number; system: number };
  action: SlotFleetAction;
  quick: QuickSendState;
  onSent?: () => void;
}) {
  const { t } = useTranslation('galaxy');
  if (!isQuickMission(action.mission)) return null;
  const plan = quick.plan(slot, action.mission);
  const pending = quick.isPending(slot, action);
  return (
    <Button
      variant="primary"
      data-mission={action.mission}
      data-quick=""
      disabled={plan.state !== 'ready' || quick.busy}
      aria-busy={pending || undefined}
      aria-describedby={plan.state === 'noShip' ? reasonId(slot, action) : undefined}
      onClick={() => quick.send(slot, place, action, onSent)}
    >
      {pending ? t('quick.sending') : t(missionLabelKey(action))}
    </Button>
  );
}

/** Why the quick sends of a slot cannot leave: 'No hay ninguna Sonda de espionaje en Nueva Esperanza.' */
function QuickReasons({ slot, missions, quick }: { slot: GalaxySlot; missions: SlotFleetAction[]; quick: QuickSendState }) {
  const { t } = useTranslation('galaxy');
  const lines = missions.flatMap((action) => {
    if (!isQuickMission(action.mission)) return [];
    const plan = quick.plan(slot, action.mission);
    return plan.state === 'noShip'
      ? [{ id: reasonId(slot, action), text: t('quick.noShip', { ship: plan.shipName, planet: plan.planetName }) }]
      : [];
  });
  if (!lines.length) return null;
  return (
    <>
      {lines.map((line) => (
        <p key={line.id} id={line.id} className={styles.muted} data-testid="quick-reason">
          {line.text}
        </p>
      ))}
    </>
  );
}
