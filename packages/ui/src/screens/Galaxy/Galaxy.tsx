import { useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { debrisQueries, galaxyQueries } from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { QueryState } from '../../primitives/QueryState';
import { Stack } from '../../primitives/Stack';
import { GalaxyLegend } from '../../components/GalaxyLegend';
import { SystemSidePanel } from '../../components/SystemSidePanel';
import { buildSlots, canStep, debrisWindow, step, systemStats } from '../../lib/galaxy';
import { useErrorText } from '../../lib/useErrorText';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { useSession } from '../../state/session';
import { GalaxyHeader } from './GalaxyHeader';
import { GalaxySearch } from './GalaxySearch';
import { SlotDetailsDialog } from './SlotDetailsDialog';
import { SlotGrid } from './SlotGrid';
import { SystemSheet } from './SystemSheet';
import { useGalaxyLocation } from './useGalaxyLocation';
import { useGalaxySearch } from './useGalaxySearch';
import { useIsPhone } from '../../lib/useIsPhone';
import { useNeighbourPrefetch } from './useNeighbourPrefetch';
import { QuickSentNotice } from './QuickSentNotice';
import { useQuickSend } from './useQuickSend';
import { useSlotActions } from './useSlotActions';
import { useSlotGridFocus } from './useSlotGridFocus';
import * as styles from './Galaxy.css';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The system on screen and its nearby debris (a failing debris call reads as none, p1 §7.2). */
function useSystemData(galaxy: number, system: number, enabled: boolean) {
  const session = useSession();
  const systemQuery = useQuery({ ...galaxyQueries.system(galaxy, system), enabled });
  const debrisQuery = useQuery({ ...debrisQueries.nearby(debrisWindow(galaxy, system)), enabled });
  const nearbyDebris = useMemo(() => debrisQuery.data ?? [], [debrisQuery.data]);
  const current = systemQuery.data;
  const slots = useMemo(() => (current ? buildSlots(current, nearbyDebris, session?.user) : []), [current, nearbyDebris, session?.user]);
  const stats = current ? systemStats(current, slots) : null;
  const loadedKey = current ? `${Number(current.x)}:${Number(current.y)}` : null;
  return { systemQuery, current, nearbyDebris, slots, stats, loadedKey };
}

/**
 * The galaxy screen and solar-system view (spec p1 §2.6), route /galaxy.
 *
 * Where it looks: `?g=&s=` (and `&p=` to highlight a position) when present, else the selected
 * planet's system, else 1:1 (p1 §9). Previous/next buttons and ← → keys move (never below 1);
 * the search box jumps to `g:s`/`g:s:p` or runs a text search; the slots (a 5-column grid, or 15
 * rows below 768 px) open a dialog with colonise, abandon, the fleet missions and a message to
 * the owner. 'Espiar' and 'Enviar recicladores' send at once from the selected planet (two
 * clicks, see `useQuickSend`); the other missions hand over to the fleet form. The neighbouring systems are prefetched so stepping shows from the cache.
 */
export function GalaxyScreen() {
  const { t } = useTranslation('galaxy');
  const errorText = useErrorText();
  const selected = useSelectedPlanet();
  const isPhone = useIsPhone();
  const { galaxy, system, here, systemKey, highlight, waitingForPlanet, goTo } = useGalaxyLocation();
  const data = useSystemData(galaxy, system, !waitingForPlanet);
  const { current, stats, slots } = data;
  useNeighbourPrefetch(galaxy, system, data.loadedKey === systemKey);
  const focus = useSlotGridFocus({ here, systemKey, loadedKey: data.loadedKey, highlight, columns: isPhone ? 1 : 5, goTo });
  const search = useGalaxySearch({ goTo, onPosition: focus.focusWhenLoaded });
  const quick = useQuickSend(selected.planet ?? null);
  const actions = useSlotActions({
    galaxy,
    system,
    slots,
    fromPlanetId: selected.planet?.id,
    onOpened: (slot) => {
      quick.clearFailure();
      focus.setFocusIndex(slot.position - 1);
    },
  });

  /** ← → anywhere on the screen but in a text field, the grid or a dialog: previous/next system. */
  const onScreenKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (isTyping(event.target) || !event.currentTarget.contains(event.target as Node)) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const delta = event.key === 'ArrowLeft' ? -1 : 1;
    if (canStep(here, 'system', delta)) goTo(step(here, 'system', delta));
  };

  // Until the selected planet is known the place is not: no coordinates rather than a wrong 1:1.
  const title = waitingForPlanet ? t('screenTitles.galaxy', { ns: 'common' }) : t('title', { galaxy, system });
  const panel =
    current && stats ? (
      <SystemSidePanel
        system={current}
        stats={stats}
        slots={slots}
        nearbyDebris={data.nearbyDebris}
        onGoTo={goTo}
        variant={isPhone ? 'plain' : 'card'}
      >
        <GalaxyLegend />
      </SystemSidePanel>
    ) : null;

  return (
    <Stack gap="lg" padding="lg" className={styles.screen} onKeyDown={onScreenKeyDown}>
      <GalaxyHeader title={title} here={here} goTo={goTo} />
      <GalaxySearch search={search} goTo={goTo} />
      {actions.notice ? (
        <Alert
          tone="success"
          action={
            <Button size="sm" variant="ghost" onClick={actions.dismissNotice}>
              {t('details.close')}
            </Button>
          }
        >
          {actions.notice}
        </Alert>
      ) : null}
      {quick.sent ? <QuickSentNotice sent={quick.sent} onDismiss={quick.dismissSent} /> : null}
      {actions.abandon.isError ? <Alert>{errorText(actions.abandon.error, 'errors:planets.abandon')}</Alert> : null}

      <div className={styles.layout}>
        <Stack gap="md">
          <QueryState query={data.systemQuery} loadingLabel={t('loading')} errorText={(error) => errorText(error, 'errors:galaxy.system')}>
            {(current) => (
              <>
                <p className={styles.banner} role="status" data-testid="galaxy-banner">
                  {current.explored ? t('banner.explored', { count: stats?.colonized ?? 0 }) : t('banner.unexplored')}
                </p>
                <SlotGrid
                  slots={slots}
                  galaxy={galaxy}
                  system={system}
                  highlight={highlight}
                  layout={isPhone ? 'list' : 'grid'}
                  focus={focus}
                  onOpen={actions.open}
                />
                {isPhone ? null : <p className={styles.hint}>{t('grid.keyboardHint')}</p>}
              </>
            )}
          </QueryState>
        </Stack>
        {panel && isPhone ? <SystemSheet>{panel}</SystemSheet> : panel}
      </div>

      <SlotDetailsDialog
        slot={actions.openSlot}
        galaxy={galaxy}
        system={system}
        explored={current?.explored ?? false}
        onClose={actions.close}
        colonizing={actions.colonize.isPending}
        abandoning={actions.abandon.isPending}
        colonizeError={actions.colonize.isError ? errorText(actions.colonize.error, 'errors:planets.colonize') : undefined}
        onColonize={actions.startColonize}
        onAbandon={actions.requestAbandon}
        onSelectPlanet={(slot) => {
          if (slot.planet) selected.select(slot.planet.id);
          actions.close();
        }}
        selectedPlanetId={selected.planet?.id ?? null}
        quick={quick}
        onQuickSent={actions.close}
      />

      <ConfirmDialog
        open={actions.abandonTarget !== null}
        onOpenChange={(open) => !open && actions.cancelAbandon()}
        title={t('abandon.title', { name: actions.abandonTarget?.planet?.name?.trim() || t('slot.unnamed') })}
        description={t('abandon.description', { coordinates: `${galaxy}:${system}:${actions.abandonTarget?.position ?? ''}` })}
        confirmLabel={t('abandon.confirm')}
        cancelLabel={t('abandon.cancel')}
        destructive
        onConfirm={actions.confirmAbandon}
        // The slot's dialog that opened it has closed: the focus goes back to the slot.
        returnFocusTo={() => focus.slotElement(focus.focusIndex)}
      />
    </Stack>
  );
}
