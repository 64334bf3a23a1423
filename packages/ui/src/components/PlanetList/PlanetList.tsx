import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Planet } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { Spinner } from '../../primitives/Spinner';
import { usePlanetTypeLabel } from '../PlanetSummary';
import type { Placement } from './WindowedPlanets';
import * as styles from './PlanetList.css';

// Only an empire past PLANET_WINDOW_AFTER planets needs the virtualizer: it loads then, not with
// the dashboard, so the first screen after login ships less.
const WindowedPlanets = lazy(() => import('./WindowedPlanets').then((m) => ({ default: m.WindowedPlanets })));

export interface PlanetListProps {
  planets: readonly Planet[];
  /** The selected planet's id (marked 'Seleccionado', aria-pressed). */
  selectedId: Planet['id'] | null | undefined;
  /** Called with the planet's id when the player picks it. */
  onSelect: (id: Planet['id']) => void;
}

/** Lists longer than this render only the planets in view (an empire may hold 10 000). */
export const PLANET_WINDOW_AFTER = 60;
/**
 * The list of all own planets (spec p1 §2.5): one button per planet with name, coordinates,
 * type and fields; the selected one is pressed. Picking one selects it for every screen. The
 * list scrolls inside the card; past 60 planets only those in view are rendered
 * (@tanstack/react-virtual). A long name is cut with an ellipsis and shown whole as a tooltip.
 */
export function PlanetList({ planets, selectedId, onSelect }: PlanetListProps) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const typeLabel = usePlanetTypeLabel();
  const item = (planet: Planet, placement?: Placement) => {
    const selected = selectedId !== null && selectedId !== undefined && planet.id === selectedId;
    const fields =
      typeof planet.fields_used === 'number' && typeof planet.fields_total === 'number'
        ? t('planets.fields', { used: planet.fields_used, total: planet.fields_total })
        : null;
    const name = planet.name || t('planets.unnamed');
    return (
      <li
        key={String(planet.id)}
        ref={placement?.ref}
        style={placement?.style}
        data-index={placement?.index}
        aria-posinset={placement ? placement.index + 1 : undefined}
        aria-setsize={placement?.setSize}
      >
        <button type="button" className={styles.item} aria-pressed={selected} onClick={() => onSelect(planet.id)}>
          <span className={styles.name} title={name.length > 30 ? name : undefined}>
            {name}
          </span>
          {selected ? <Badge tone="primary">{t('planets.selected')}</Badge> : <span />}
          <span className={styles.meta}>
            {[planet.coordinates ? `[${planet.coordinates}]` : tc('none'), typeLabel(planet.planet_type), fields]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </button>
      </li>
    );
  };
  return (
    <Card title={t('planets.title')} actions={<Badge>{t('planets.count', { count: planets.length })}</Badge>} data-testid="planet-list">
      {planets.length > PLANET_WINDOW_AFTER ? (
        <Suspense fallback={<Spinner label={tc('loading')} />}>
          <WindowedPlanets planets={planets} item={item} />
        </Suspense>
      ) : (
        <ul className={styles.list}>{planets.map((planet) => item(planet))}</ul>
      )}
    </Card>
  );
}
