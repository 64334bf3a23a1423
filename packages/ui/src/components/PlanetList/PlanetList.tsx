import { useTranslation } from 'react-i18next';
import type { Planet } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { usePlanetTypeLabel } from '../PlanetSummary';
import * as styles from './PlanetList.css';

export interface PlanetListProps {
  planets: readonly Planet[];
  /** The selected planet's id (marked 'Seleccionado', aria-pressed). */
  selectedId: Planet['id'] | null | undefined;
  /** Called with the planet's id when the player picks it. */
  onSelect: (id: Planet['id']) => void;
}

/**
 * The list of all own planets (spec p1 §2.5): one button per planet with name, coordinates,
 * type and fields; the selected one is pressed. Picking one selects it for every screen.
 */
export function PlanetList({ planets, selectedId, onSelect }: PlanetListProps) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const typeLabel = usePlanetTypeLabel();
  return (
    <Card title={t('planets.title')} actions={<Badge>{t('planets.count', { count: planets.length })}</Badge>} data-testid="planet-list">
      <ul className={styles.list}>
        {planets.map((planet) => {
          const selected = selectedId !== null && selectedId !== undefined && String(planet.id) === String(selectedId);
          const fields =
            typeof planet.fields_used === 'number' && typeof planet.fields_total === 'number'
              ? t('planets.fields', { used: planet.fields_used, total: planet.fields_total })
              : null;
          return (
            <li key={String(planet.id)}>
              <button type="button" className={styles.item} aria-pressed={selected} onClick={() => onSelect(planet.id)}>
                <span className={styles.name}>{planet.name || t('planets.unnamed')}</span>
                {selected ? <Badge tone="primary">{t('planets.selected')}</Badge> : <span />}
                <span className={styles.meta}>
                  {[planet.coordinates ? `[${planet.coordinates}]` : tc('none'), typeLabel(planet.planet_type), fields].filter(Boolean).join(' · ')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
