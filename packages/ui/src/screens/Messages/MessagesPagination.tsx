import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/Pagination';

export interface MessagesPaginationProps {
  /** Items in the whole list (all pages). */
  count: number;
  /** The page shown, from 1. */
  page: number;
  /** Items per page (`config.limits.*PageSize`). */
  pageSize: number;
  onPageChange: (page: number) => void;
  /** While the list is being fetched. */
  disabled: boolean;
}

/**
 * 'Página x de y' with previous / next under the messages and notifications lists (spec p2
 * §2.7), with the messages namespace's labels.
 */
export function MessagesPagination(props: MessagesPaginationProps) {
  const { t } = useTranslation('messages');
  return (
    <Pagination
      {...props}
      labels={{
        nav: t('pagination.label'),
        page: (current, pages) => t('pagination.page', { page: current, pages }),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
      }}
    />
  );
}
