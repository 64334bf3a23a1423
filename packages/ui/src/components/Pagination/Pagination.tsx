import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '../../primitives/Button';
import { paginate } from '../../lib/messages';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** Total number of items. */
  count: number;
  /** Current page, 1-based. */
  page: number;
  /** Items per page. */
  pageSize: number;
  onPageChange: (page: number) => void;
  labels: {
    /** Accessible name of the navigation landmark. */
    nav: string;
    /** 'Página x de y' for the given numbers. */
    page: (page: number, pages: number) => string;
    previous: string;
    next: string;
  };
  disabled?: boolean;
}

/**
 * 'Página x de y' with 'Anterior' and 'Siguiente' (spec p2 §2.7); renders nothing with a single
 * page. Buttons at the ends are disabled.
 */
export function Pagination({ count, page, pageSize, onPageChange, labels, disabled = false }: PaginationProps) {
  const state = paginate(count, page, pageSize);
  if (!state.visible) return null;
  return (
    <nav className={styles.nav} aria-label={labels.nav}>
      <Button size="sm" disabled={disabled || !state.hasPrevious} onClick={() => onPageChange(state.page - 1)}>
        <ChevronLeft size={16} aria-hidden="true" />
        {labels.previous}
      </Button>
      <span className={styles.label} aria-live="polite">
        {labels.page(state.page, state.pages)}
      </span>
      <Button size="sm" disabled={disabled || !state.hasNext} onClick={() => onPageChange(state.page + 1)}>
        {labels.next}
        <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </nav>
  );
}
