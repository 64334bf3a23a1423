import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { missionQueries } from '@imperio/api-client';
import { coordinatesOf } from '../../lib/coordinates';
import { emptyMissionForm, previewMissionBody } from '../../lib/fleet';
import { formatNumber } from '../../lib/format';
import { useDebounced } from '../../lib/useDebounced';
import { localeOf } from '../../i18n/languages';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { wholeNumber } from './combatForm';
import * as styles from './CombatSimulator.css';

/**
 * The fuel of the trip to the battle (spec p2 §5 preview): when the selected planet (the
 * origin) and the target (a spy report's coordinates) are known, the attacker's ships as typed
 * are previewed with `POST /fleet/missions/preview/` — the fleet form's own preview, where the
 * fuel rule lives — at 100 % speed, and its `fuel_consumption` is shown in deuterium. Typing is
 * debounced (400 ms); nothing shows without ships, an origin or an answer.
 * @param target 'g:s:p' of the defender's planet
 * @param units the attacker's counts as typed, by ship code
 */
export function TripFuel({ target, units }: { target: string; units: Readonly<Record<string, string>> }) {
  const { t, i18n } = useTranslation('simulator');
  const { planet } = useSelectedPlanet();
  const origin = coordinatesOf(planet?.coordinates) ?? null;
  const place = coordinatesOf(target) ?? null;
  const counts = useMemo(
    () =>
      Object.fromEntries(Object.entries(units).flatMap(([code, raw]) => ((wholeNumber(raw) ?? 0) > 0 ? [[code, wholeNumber(raw)!]] : []))),
    [units],
  );
  const body = useMemo(() => {
    if (!place) return null;
    const form = {
      ...emptyMissionForm(place),
      position: String(place.position),
      speed: 100,
      ships: Object.fromEntries(Object.entries(counts).map(([code, count]) => [code, String(count)])),
    };
    return previewMissionBody(form, origin, counts);
  }, [place, origin, counts]);
  const debounced = useDebounced(body, 400);
  const preview = useQuery(missionQueries.preview(debounced));
  if (!origin || !place || !body) return null;
  const fuel = Number(preview.data?.fuel_consumption);
  return (
    <p className={styles.intro} data-testid="trip-fuel">
      {Number.isFinite(fuel) && preview.data
        ? t('tripFuel', {
            fuel: formatNumber(fuel, localeOf(i18n.language)),
            origin: planet?.coordinates ?? '',
            target,
          })
        : t('tripFuelLoading')}
    </p>
  );
}
