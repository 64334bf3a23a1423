import { useTranslation } from 'react-i18next';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { Planet } from '@imperio/api-client';
import { Inline } from '../../primitives/Inline';
import { useDeferredTrigger } from '../../lib/useDeferredTrigger';
import { neighbourPlanet } from './planetCycle';
import * as styles from './PlanetSwitcher.css';

// Radix's menu (with its positioning and focus layers) loads after the shell's first paint, in
// a task of its own, and mounts when the player reaches for it, keeping
// the first paint light and stable.
const loadPlanetMenu = () => import('./PlanetMenu').then((m) => m.PlanetMenu);

export interface PlanetSwitcherProps {
  /** The player's own planets, in the list's order. */
  planets: readonly Planet[];
  /** The active planet; null while the list loads, after a failure or with no planets. */
  selected: Planet | null;
  /** Makes a planet the active one (state/selectedPlanet `select`). */
  onSelect: (id: Planet['id']) => void;
  /** True while the list loads: the trigger says so instead of 'Sin planetas'. @default false */
  isLoading?: boolean;
}

/**
 * The active planet in the shell: its name and coordinates, previous and next
 * (wrapping around), and the list of own planets as a Radix dropdown menu (radio items,
 * arrow keys, type-ahead, Esc). Props only; the shell passes the selected-planet state.
 */
export function PlanetSwitcher({ planets, selected, onSelect, isLoading = false }: PlanetSwitcherProps) {
  const { t } = useTranslation('shell');
  const unnamed = t('cockpit.unnamed');
  const previous = neighbourPlanet(planets, selected?.id, -1);
  const next = neighbourPlanet(planets, selected?.id, 1);
  const name = selected ? selected.name?.trim() || unnamed : t(isLoading ? 'cockpit.loadingPlanets' : 'cockpit.noPlanet');
  const { Widget: PlanetMenu, ...deferred } = useDeferredTrigger(loadPlanetMenu);
  const trigger = (
    <>
      <span className={styles.current}>
        <span className={styles.name}>{name}</span>
        {selected?.coordinates ? <span className={styles.coordinates}>[{selected.coordinates}]</span> : null}
      </span>
      <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      <span className="visually-hidden">{t('cockpit.choose')}</span>
    </>
  );
  return (
    <Inline gap="xxs" wrap={false} role="group" aria-label={t('cockpit.planetGroup')} data-testid="planet-switcher">
      <button
        type="button"
        className={styles.step}
        aria-label={previous ? t('cockpit.previous', { planet: previous.name?.trim() || unnamed }) : t('cockpit.previousNone')}
        disabled={!previous}
        onClick={() => previous && onSelect(previous.id)}
      >
        <ChevronLeft size={18} aria-hidden="true" />
      </button>
      {PlanetMenu ? (
        <PlanetMenu
          trigger={trigger}
          planets={planets}
          selected={selected}
          onSelect={onSelect}
          label={t('cockpit.list')}
          unnamed={unnamed}
          defaultOpen={deferred.openOnLoad}
          autoFocus={deferred.focusOnLoad}
        />
      ) : (
        // Until the player reaches for the menu: the same button; a press opens the menu.
        <button
          className={styles.trigger}
          disabled={planets.length === 0}
          data-testid="planet-switcher-trigger"
          {...deferred.lookAlike('menu')}
        >
          {trigger}
        </button>
      )}
      <button
        type="button"
        className={styles.step}
        aria-label={next ? t('cockpit.next', { planet: next.name?.trim() || unnamed }) : t('cockpit.nextNone')}
        disabled={!next}
        onClick={() => next && onSelect(next.id)}
      >
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </Inline>
  );
}
