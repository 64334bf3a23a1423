import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { TextField } from '../../primitives/TextField';
import { amountValue, isExact } from '../../lib/fleet';
import type { AvailableShip, MissionFormHelpers } from './NewMissionForm';
import { FormSection } from './FormSection';
import { useMissionForm } from './useMissionForm';
import * as styles from './NewMissionForm.css';

/**
 * Step 4, the ships (spec p2 §5 'Ship counts: 0 up to the number available'): one field per
 * ship type on the origin with 'Disponibles: n'; more than available says which value is used.
 * 'máx.' fills one type with all that are there; 'todas las naves' fills what `pickAllShips` says
 * for the mission type (a transport: 'todas las naves de carga', the cargo ships only; others
 * every type) and empties the rest; without it, every type.
 */
export function ShipsStep({
  ships,
  loading,
  pickAllShips,
}: { ships: AvailableShip[]; loading: boolean } & Pick<MissionFormHelpers, 'pickAllShips'>) {
  const { t } = useTranslation('fleet');
  const { register, values, set } = useMissionForm();
  const all = pickAllShips?.(values.missionType) ?? {
    kind: 'all' as const,
    ships: Object.fromEntries(ships.map((ship) => [ship.code, ship.available])),
  };
  const allShips = () => ships.forEach((ship) => set(`ships.${ship.code}`, all.ships[ship.code] ? String(all.ships[ship.code]) : ''));

  return (
    <FormSection step={4} title={t('form.ships')}>
      {loading ? (
        <Spinner label={t('form.shipsLoading')} />
      ) : ships.length === 0 ? (
        <p className={styles.muted}>{t('form.noShips')}</p>
      ) : (
        <>
          <div>
            <Button size="sm" onClick={allShips} data-testid="all-ships">
              {t(all.kind === 'cargo' ? 'form.allCargoShips' : 'form.allShips')}
            </Button>
          </div>
          <div className={styles.ships}>
            {ships.map((ship) => {
              const raw = values.ships?.[ship.code] ?? '';
              const used = amountValue(raw, ship.available);
              const exact = raw === '' || isExact(raw, used);
              return (
                <div key={ship.code} className={styles.withMax}>
                  <TextField
                    label={ship.name}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="0"
                    hint={t('form.available', { count: ship.available })}
                    error={exact ? undefined : t('form.shipFallback', { value: used })}
                    data-testid={`ship-${ship.code}`}
                    {...register(`ships.${ship.code}`)}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    className={styles.maxButton}
                    aria-label={t('form.maxLabel', { name: ship.name })}
                    onClick={() => set(`ships.${ship.code}`, String(ship.available))}
                  >
                    {t('form.max')}
                  </Button>
                </div>
              );
            })}
          </div>
        </>
      )}
    </FormSection>
  );
}
