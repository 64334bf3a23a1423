import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AlertCircle, ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { config, debrisQueries, galaxyQueries, planetMutations, type Planet } from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { Spinner } from '../../primitives/Spinner';
import { TextField } from '../../primitives/TextField';
import { GalaxyLegend } from '../../components/GalaxyLegend';
import { GalaxySlot } from '../../components/GalaxySlot';
import { SystemSidePanel } from '../../components/SystemSidePanel';
import { clampGalaxy, clampSystem, COORDINATE_LIMITS, coordinatesOf, parseSearch, SEARCH_MAX_LENGTH, validPosition, type Coordinates } from '../../lib/coordinates';
import { buildSlots, canStep, debrisWindow, fleetLink, gridMove, step, systemStats, type GalaxySlot as SlotModel } from '../../lib/galaxy';
import { useErrorText } from '../../lib/useErrorText';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { useSession } from '../../state/session';
import { SlotDetailsDialog } from './SlotDetailsDialog';
import * as styles from './Galaxy.css';

const POSITIONS = config.limits.positionsPerSystem;

/** Where a planet lies: its coordinates text, else `system` plus `position`. */
function placeOfPlanet(planet: Planet | null): Coordinates | undefined {
  if (!planet) return undefined;
  const parsed = coordinatesOf(planet.coordinates);
  if (parsed) return parsed;
  if (planet.system) return { galaxy: planet.system.x, system: planet.system.y, position: planet.position ?? undefined };
  return undefined;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The galaxy screen and solar-system view (spec p1 §2.6), route /galaxy.
 *
 * Where it looks: `?g=&s=` (and `&p=` to highlight a position) when present, else the selected
 * planet's system, else 1:1 (p1 §9). Previous/next buttons and ← → keys move (never below 1);
 * the search box jumps to `g:s`/`g:s:p` or runs a text search; the grid's slots open a details
 * dialog with colonise, abandon (confirmed) and recycle actions.
 */
export function GalaxyScreen() {
  const { t } = useTranslation('galaxy');
  const errorText = useErrorText();
  const session = useSession();
  const navigate = useNavigate();
  const selected = useSelectedPlanet();
  const [params, setParams] = useSearchParams();

  // ---- where we are -------------------------------------------------------------------------
  const fromUrl = params.has('g') && params.has('s') ? { galaxy: clampGalaxy(Number(params.get('g'))), system: clampSystem(Number(params.get('s'))) } : undefined;
  const fromPlanet = placeOfPlanet(selected.planet);
  const waitingForPlanet = !fromUrl && selected.isLoading;
  const galaxy = fromUrl?.galaxy ?? (fromPlanet ? clampGalaxy(fromPlanet.galaxy) : config.limits.defaultGalaxy);
  const system = fromUrl?.system ?? (fromPlanet ? clampSystem(fromPlanet.system) : config.limits.defaultSystem);
  const highlight = fromUrl ? validPosition(params.get('p')) : undefined;
  const here = { galaxy, system };

  const goTo = useCallback(
    (place: Coordinates) => {
      const next = new URLSearchParams();
      next.set('g', String(clampGalaxy(place.galaxy)));
      next.set('s', String(clampSystem(place.system)));
      if (place.position !== undefined) next.set('p', String(place.position));
      setParams(next, { replace: true });
    },
    [setParams],
  );

  // ---- data ---------------------------------------------------------------------------------
  const systemQuery = useQuery({ ...galaxyQueries.system(galaxy, system), enabled: !waitingForPlanet });
  const debrisQuery = useQuery({ ...debrisQueries.nearby(debrisWindow(galaxy, system)), enabled: !waitingForPlanet });
  const nearbyDebris = useMemo(() => debrisQuery.data ?? [], [debrisQuery.data]);
  const currentSystem = systemQuery.data;
  const slots = useMemo(() => (currentSystem ? buildSlots(currentSystem, nearbyDebris, session?.user) : []), [currentSystem, nearbyDebris, session?.user]);
  const stats = currentSystem ? systemStats(currentSystem, slots) : null;

  // ---- grid focus (the search and the keys move it) ------------------------------------------
  const [focusIndex, setFocusIndex] = useState(() => (highlight ? highlight - 1 : 0));
  const slotRefs = useRef<Array<HTMLButtonElement | null>>([]);
  /** The system whose grid should take focus once it has loaded (after leaving a grid's end). */
  const pendingFocus = useRef<string | null>(null);
  /** Bumped to ask for the focus again when the target system is already on screen. */
  const [focusRequest, setFocusRequest] = useState(0);

  // ---- search -------------------------------------------------------------------------------
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const searchQuery = useQuery({ ...galaxyQueries.search(submitted ?? ''), enabled: submitted !== null && submitted.trim() !== '' });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSearch(text);
    setInputError(null);
    switch (parsed.kind) {
      case 'empty':
        return;
      case 'tooLong':
        setInputError(t('search.tooLong', { max: parsed.max }));
        return;
      case 'malformed':
        setInputError(t('search.malformed'));
        return;
      case 'outOfRange': {
        const L = COORDINATE_LIMITS;
        const bounds = { galaxy: [L.galaxyMin, L.galaxyMax], system: [L.systemMin, L.systemMax], position: [L.positionMin, L.positionMax] }[parsed.field];
        setInputError(t(`search.outOfRange.${parsed.field}`, { min: bounds[0], max: bounds[1] }));
        return;
      }
      case 'coordinates': {
        setSubmitted(null);
        goTo(parsed.coordinates);
        // g:s:p selects the slot: the focus moves to it once its system is on screen.
        const { position } = parsed.coordinates;
        if (position) {
          setFocusIndex(position - 1);
          pendingFocus.current = `${parsed.coordinates.galaxy}:${parsed.coordinates.system}`;
          setFocusRequest((n) => n + 1);
        }
        return;
      }
      case 'text':
        if (submitted === parsed.query) void searchQuery.refetch();
        setSubmitted(parsed.query);
    }
  };

  // ---- grid focus and keys ------------------------------------------------------------------
  const systemKey = `${galaxy}:${system}`;
  const loadedKey = currentSystem ? `${Number(currentSystem.x)}:${Number(currentSystem.y)}` : null;

  useEffect(() => {
    if (pendingFocus.current && pendingFocus.current === loadedKey && loadedKey === systemKey) {
      pendingFocus.current = null;
      slotRefs.current[focusIndex]?.focus();
    }
  }, [loadedKey, systemKey, focusIndex, focusRequest]);

  const move = (delta: number) => {
    if (canStep(here, 'system', delta)) goTo(step(here, 'system', delta));
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = gridMove(index, event.key, 5, POSITIONS);
    if (target === null) return;
    event.preventDefault();
    event.stopPropagation();
    if (target === 'previous' || target === 'next') {
      const delta = target === 'previous' ? -1 : 1;
      if (!canStep(here, 'system', delta)) return;
      const next = step(here, 'system', delta);
      setFocusIndex(target === 'previous' ? POSITIONS - 1 : 0);
      pendingFocus.current = `${next.galaxy}:${next.system}`;
      goTo(next);
      return;
    }
    setFocusIndex(target);
    slotRefs.current[target]?.focus();
  };

  /** ← → anywhere on the screen but in a text field, the grid or a dialog: previous/next system. */
  const onScreenKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (isTyping(event.target) || !event.currentTarget.contains(event.target as Node)) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  // ---- actions ------------------------------------------------------------------------------
  const [openPosition, setOpenPosition] = useState<number | null>(null);
  const openSlot = openPosition !== null ? (slots[openPosition - 1] ?? null) : null;
  const [abandonTarget, setAbandonTarget] = useState<SlotModel | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // One intent, one request (issue 14): the ref closes the gap between a click and the re-render
  // that disables the control, so a double click or a repeated key press cannot send twice.
  const colonize = useMutation(planetMutations.colonize());
  const abandon = useMutation(planetMutations.abandon());
  const writing = useRef(false);

  const startColonize = (slot: SlotModel) => {
    if (!slot.planet || writing.current || colonize.isPending || abandon.isPending) return;
    writing.current = true;
    setNotice(null);
    // mutateAsync: its promise settles even if the observer is reset meanwhile, so the lock opens.
    colonize
      .mutateAsync(slot.planet.id)
      .then((planet) => {
        setOpenPosition(null);
        setNotice(t('colonized', { name: planet.name?.trim() || t('slot.unnamed'), coordinates: planet.coordinates ?? `${galaxy}:${system}:${slot.position}` }));
      })
      .catch(() => undefined) // shown from `colonize.error`
      .finally(() => {
        writing.current = false;
      });
  };

  const startAbandon = (slot: SlotModel) => {
    if (!slot.planet || writing.current || colonize.isPending || abandon.isPending) return;
    writing.current = true;
    setNotice(null);
    abandon
      .mutateAsync(slot.planet.id)
      .then((answer) => setNotice(answer.message?.trim() || t('abandon.done', { name: slot.planet?.name?.trim() || t('slot.unnamed') })))
      .catch(() => undefined) // shown from `abandon.error`
      .finally(() => {
        writing.current = false;
      });
  };

  const onOpen = (slot: SlotModel) => {
    if (!colonize.isPending) colonize.reset();
    setFocusIndex(slot.position - 1);
    setOpenPosition(slot.position);
  };

  // A new system: close what belonged to the old one.
  useEffect(() => {
    setOpenPosition(null);
  }, [systemKey]);

  // ---- render -------------------------------------------------------------------------------
  const systemError = systemQuery.isError ? errorText(systemQuery.error, 'errors:galaxy.system') : null;
  const searchError = searchQuery.isError ? errorText(searchQuery.error, 'errors:galaxy.search') : null;
  // Until the selected planet is known the place is not: no coordinates rather than a wrong 1:1.
  const title = waitingForPlanet ? t('common:screenTitles.galaxy' as never) : t('title', { galaxy, system });

  return (
    <div className={styles.screen} onKeyDown={onScreenKeyDown}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <div className={styles.stepper} role="group" aria-label={t('nav.galaxy')}>
            <Button size="sm" variant="ghost" aria-label={t('nav.previousGalaxy')} disabled={!canStep(here, 'galaxy', -1)} onClick={() => goTo(step(here, 'galaxy', -1))}>
              <ChevronLeft size={18} aria-hidden="true" />
            </Button>
            <span className={styles.stepperValue}>
              {t('nav.galaxy')} {galaxy}
            </span>
            <Button size="sm" variant="ghost" aria-label={t('nav.nextGalaxy')} disabled={!canStep(here, 'galaxy', 1)} onClick={() => goTo(step(here, 'galaxy', 1))}>
              <ChevronRight size={18} aria-hidden="true" />
            </Button>
          </div>
          <div className={styles.stepper} role="group" aria-label={t('nav.system')}>
            <Button size="sm" variant="ghost" aria-label={t('nav.previousSystem')} disabled={!canStep(here, 'system', -1)} onClick={() => goTo(step(here, 'system', -1))}>
              <ChevronLeft size={18} aria-hidden="true" />
            </Button>
            <span className={styles.stepperValue}>
              {t('nav.system')} {system}
            </span>
            <Button size="sm" variant="ghost" aria-label={t('nav.nextSystem')} disabled={!canStep(here, 'system', 1)} onClick={() => goTo(step(here, 'system', 1))}>
              <ChevronRight size={18} aria-hidden="true" />
            </Button>
          </div>
        </nav>
      </header>

      <form className={styles.searchForm} role="search" onSubmit={onSearch} noValidate>
        <TextField
          className={styles.searchField}
          label={t('search.label')}
          hideLabel
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // Too long is said while typing or pasting (nothing is cut silently); other problems on submit.
            const tooLong = event.target.value.trim().length > SEARCH_MAX_LENGTH;
            setInputError(tooLong ? t('search.tooLong', { max: SEARCH_MAX_LENGTH }) : null);
          }}
          error={inputError ?? undefined}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit" variant="primary" disabled={searchQuery.isFetching}>
          <Search size={16} aria-hidden="true" />
          {searchQuery.isFetching ? t('search.searching') : t('search.submit')}
        </Button>
      </form>

      {searchError ? (
        <p className={styles.errorLine} role="alert">
          <AlertCircle size={18} aria-hidden="true" />
          {searchError}
        </p>
      ) : null}

      {submitted !== null && searchQuery.isSuccess ? (
        <section className={styles.results} aria-labelledby="galaxy-results-title">
          <div className={styles.header}>
            <h2 id="galaxy-results-title" className={styles.title} style={{ fontSize: 'inherit' }}>
              {t('search.resultsTitle')}
            </h2>
            <Button size="sm" variant="ghost" onClick={() => setSubmitted(null)}>
              {t('search.close')}
            </Button>
          </div>
          <p className={styles.muted} role="status">
            {searchQuery.data.length ? t('search.resultsCount', { count: searchQuery.data.length, query: submitted }) : t('search.noResults', { query: submitted })}
          </p>
          {searchQuery.data.length ? (
            <ul className={styles.resultList}>
              {searchQuery.data.map((result) => {
                const coords = `${Number(result.x)}:${Number(result.y)}`;
                const colonized = Number(result.colonized_planets_count ?? (result.planets ?? []).filter((p) => p.owner || p.owner_name).length);
                return (
                  <li key={coords}>
                    <Button className={styles.resultButton} onClick={() => goTo({ galaxy: Number(result.x), system: Number(result.y) })}>
                      <span>
                        {result.name?.trim() || t('panel.unnamedSystem')} [{coords}]
                      </span>
                      <span className={styles.muted}>{t('search.resultColonized', { colonized })}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </section>
      ) : null}

      {notice ? (
        <Alert tone="success" action={<Button size="sm" variant="ghost" onClick={() => setNotice(null)}>{t('details.close')}</Button>}>
          {notice}
        </Alert>
      ) : null}
      {abandon.isError ? <Alert>{errorText(abandon.error, 'errors:planets.abandon')}</Alert> : null}

      <div className={styles.layout}>
        <div className={styles.main}>
          {systemError ? (
            <p className={styles.errorLine} role="alert">
              <AlertCircle size={18} aria-hidden="true" />
              {systemError}
              <Button size="sm" onClick={() => void systemQuery.refetch()}>
                {t('errors:retry' as never)}
              </Button>
            </p>
          ) : null}
          {waitingForPlanet || systemQuery.isPending ? <Spinner label={t('loading')} /> : null}
          {currentSystem && stats ? (
            <>
              <p className={styles.banner} role="status" data-testid="galaxy-banner">
                {currentSystem.explored ? t('banner.explored', { count: stats.colonized }) : t('banner.unexplored')}
              </p>
              <div className={styles.gridScroll}>
                <ul className={styles.grid} aria-label={t('grid.label', { coordinates: `${galaxy}:${system}` })}>
                  {slots.map((slot, index) => (
                    <li key={`${systemKey}:${slot.position}`}>
                      <GalaxySlot
                        ref={(element) => {
                          slotRefs.current[index] = element;
                        }}
                        slot={slot}
                        galaxy={galaxy}
                        system={system}
                        highlighted={highlight === slot.position}
                        tabIndex={index === focusIndex ? 0 : -1}
                        onOpen={onOpen}
                        onKeyDown={(event) => onGridKeyDown(event, index)}
                      />
                    </li>
                  ))}
                </ul>
              </div>
              <p className={styles.hint}>{t('grid.keyboardHint')}</p>
            </>
          ) : null}
        </div>
        {currentSystem && stats ? (
          <SystemSidePanel system={currentSystem} stats={stats} slots={slots} nearbyDebris={nearbyDebris} onGoTo={goTo}>
            <GalaxyLegend />
          </SystemSidePanel>
        ) : null}
      </div>

      <SlotDetailsDialog
        slot={openSlot}
        galaxy={galaxy}
        system={system}
        explored={currentSystem?.explored ?? false}
        onClose={() => setOpenPosition(null)}
        colonizing={colonize.isPending}
        abandoning={abandon.isPending}
        colonizeError={colonize.isError ? errorText(colonize.error, 'errors:planets.colonize') : undefined}
        onColonize={startColonize}
        onAbandon={(slot) => {
          setOpenPosition(null);
          if (!abandon.isPending) abandon.reset();
          setAbandonTarget(slot);
        }}
        onSendFleet={(slot, type) => navigate(fleetLink({ galaxy, system, position: slot.position }, type, type === 'debris' ? 'recycle' : 'colonize'))}
        onSelectPlanet={(slot) => {
          if (slot.planet) selected.select(slot.planet.id);
          setOpenPosition(null);
        }}
        selectedPlanetId={selected.planet?.id ?? null}
      />

      <ConfirmDialog
        open={abandonTarget !== null}
        onOpenChange={(open) => !open && setAbandonTarget(null)}
        title={t('abandon.title', { name: abandonTarget?.planet?.name?.trim() || t('slot.unnamed') })}
        description={t('abandon.description', { coordinates: `${galaxy}:${system}:${abandonTarget?.position ?? ''}` })}
        confirmLabel={t('abandon.confirm')}
        cancelLabel={t('abandon.cancel')}
        destructive
        onConfirm={() => {
          if (abandonTarget) startAbandon(abandonTarget);
          setAbandonTarget(null);
        }}
      />
    </div>
  );
}
