import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { MESSAGE_CATEGORIES, messageQueries, type MessageFolder } from '@imperio/api-client';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import type { MessageFilters, ReadFilter } from './useMessageFilters';
import { Inline } from '../../primitives/Inline';
import * as styles from './Messages.css';

export interface MessageFilterBarProps {
  folder: MessageFolder;
  filters: MessageFilters;
}

/** Search, category and read-state filters (spec p2 §2.7); no read filter in sent. */
export function MessageFilterBar({ folder, filters }: MessageFilterBarProps) {
  const { t } = useTranslation('messages');
  const categories = useQuery(messageQueries.categories());
  const values = categories.data?.length ? categories.data.map((c) => c.value) : [...MESSAGE_CATEGORIES];
  return (
    <Inline align="flex-end" role="search" aria-label={t('controls.label')}>
      <div className={styles.grow}>
        <TextField
          type="search"
          label={t('controls.search')}
          placeholder={t('controls.searchPlaceholder')}
          value={filters.searchText}
          onChange={(event) => filters.setSearchText(event.target.value)}
        />
      </div>
      <Select
        label={t('controls.category')}
        value={filters.category}
        onValueChange={filters.setCategory}
        options={[
          { value: 'all', label: t('controls.allCategories') },
          ...values.map((value) => ({
            value,
            label: t(`categories.${value}`, { defaultValue: categories.data?.find((c) => c.value === value)?.label ?? value }),
          })),
        ]}
      />
      {folder !== 'sent' ? (
        <Select
          label={t('controls.readFilter')}
          value={filters.readFilter}
          onValueChange={(value) => filters.setReadFilter(value as ReadFilter)}
          options={[
            { value: 'all', label: t('controls.readAll') },
            { value: 'unread', label: t('controls.readUnread') },
            { value: 'read', label: t('controls.readRead') },
          ]}
        />
      ) : null}
    </Inline>
  );
}
