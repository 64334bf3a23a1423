import { useTranslation } from 'react-i18next';
import { Inline } from '../../primitives/Inline';
import { ProgressBar } from '../../primitives/ProgressBar';
import { Stack } from '../../primitives/Stack';
import { freeFields, reservedFields } from '../../lib/fields';
import * as styles from './Buildings.css';

/**
 * Planet fields used/total with a bar (spec p2 §2.1), the free fields (total − used, lib/fields, so
 * they always agree with used/total) and, when the queue holds upgrades, the fields they reserve.
 * @param reserved how many upgrades the queue holds
 */
export function PlanetFields({ used, total, reserved }: { used?: number | null; total?: number | null; reserved: number }) {
  const { t } = useTranslation('buildings');
  const u = Number(used ?? 0) || 0;
  const tot = Number(total ?? 0) || 0;
  const free = freeFields(u, tot) ?? 0;
  const queued = reservedFields(reserved);
  return (
    <Stack gap="xs" className={styles.fields} data-testid="planet-fields">
      <Inline justify="space-between" gap="sm" wrap={false} className={styles.fieldsRow}>
        <span>{t('fields')}</span>
        <strong>
          {u}/{tot}
        </strong>
      </Inline>
      <ProgressBar value={tot > 0 ? (u / tot) * 100 : 0} label={t('fieldsLabel')} />
      <span className={styles.muted}>
        {t('fieldsAvailable', { count: free })}
        {queued > 0 ? ` · ${t('fieldsReserved', { count: queued })}` : null}
      </span>
    </Stack>
  );
}
