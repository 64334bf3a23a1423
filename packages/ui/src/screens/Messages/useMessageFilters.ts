import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messageQueries, type MessageFolder, type MessageListParams } from '@imperio/api-client';
import { paginate } from '../../lib/messages';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch';

export type ReadFilter = 'all' | 'unread' | 'read';

/**
 * The list's search, category and read filters and its page (spec p2 §2.7), and the list query.
 * The read filter does not apply in sent; a new folder or filter starts on page 1 (derived, no
 * effect); a page left empty (its last message deleted) steps back to the last page.
 */
export function useMessageFilters(folder: MessageFolder) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedSearch(searchText, { minChars: 1 });
  const [category, setCategory] = useState('all');
  const [readFilter, setReadFilter] = useState<ReadFilter>('all');
  const effectiveRead = folder === 'sent' ? 'all' : readFilter;
  // The page belongs to one folder and set of filters; any change starts again on page 1.
  const scope = [folder, search, category, readFilter].join('|');
  const [paging, setPaging] = useState({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  const setPage = (next: number) => setPaging({ scope, page: next });

  const params: MessageListParams = {
    folder,
    page,
    search: search || undefined,
    category: category === 'all' ? undefined : category,
    isRead: effectiveRead === 'all' ? undefined : effectiveRead === 'read',
  };
  const filtered = Boolean(params.search || params.category || params.isRead !== undefined);
  const list = useQuery({ ...messageQueries.list(params), placeholderData: keepPreviousData });

  // Deleting the last message of the last page goes back a page (adjusting state while
  // rendering, React's pattern for state derived from new data: it re-renders at once).
  if (list.data && !list.isPlaceholderData && list.data.results.length === 0 && page > 1) {
    const last = paginate(list.data.count, page).page;
    if (last !== page) setPage(last);
  }

  return {
    list,
    page,
    setPage,
    /** The folder, page and filters together: a selection belongs to one of these. */
    viewKey: `${scope}|${page}`,
    filtered,
    searchText,
    setSearchText,
    category,
    setCategory,
    readFilter,
    setReadFilter,
  };
}

export type MessageFilters = ReturnType<typeof useMessageFilters>;
