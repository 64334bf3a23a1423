import { useTranslation } from 'react-i18next';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { formatNumber } from '../../lib/format';
import type { StockView, UnitKind } from './types';
import * as styles from './UnitCatalogue.css';

/** The ships or defences on the planet, with an empty state. */
export function StockList({ kind, stock }: { kind: UnitKind; stock: StockView[] }) {
  const { t, i18n } = useTranslation('shipyard');
  return (
    <Card title={t(`${kind}.stockTitle`)} data-testid="stock">
      {stock.length === 0 ? (
        <EmptyState title={t(`${kind}.stockEmpty`)} description={t(`${kind}.stockEmptyHint`)} />
      ) : (
        <ul className={styles.list} style={{ gap: 0 }}>
          {stock.map((row) => (
            <li key={row.typeId} className={styles.stockRow} data-testid={`stock-${row.typeId}`}>
              <span>{row.name}</span>
              <span className={styles.quantity}>{formatNumber(row.quantity, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
