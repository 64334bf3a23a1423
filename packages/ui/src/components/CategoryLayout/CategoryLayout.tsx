import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../primitives/Tabs';
import { layout, main, side as sideColumn } from './CategoryLayout.css';

export interface CategoryLayoutProps<C extends string> {
  /**
   * The screen's i18n namespace: the tab list is named by its `tabsLabel` key and each tab by
   * `categories.<value>` ('Todos', 'Producción'…).
   */
  ns: 'buildings' | 'research';
  /** The category values in tab order ('all' first, open at the start). */
  categories: readonly [C, ...C[]];
  /** The open tab's content, from its category (the other tabs render nothing). */
  children: (category: C) => ReactNode;
  /** The side column (a detail panel, a queue). */
  side: ReactNode;
  /** The side column's desktop width: narrow 340 px (default), wide 360 px. */
  sideWidth?: 'narrow' | 'wide';
}

/**
 * A catalogue screen's body (spec p2 §2.1, §2.2): category tabs over a list, with a side column
 * beside them on desktops (sticking under the shell's top while the list scrolls) and below them
 * on phones and tablets. It keeps the open tab.
 */
export function CategoryLayout<C extends string>({ ns, categories, children, side, sideWidth = 'narrow' }: CategoryLayoutProps<C>) {
  const { t } = useTranslation(ns);
  const { t: tCommon } = useTranslation('common');
  const [category, setCategory] = useState<C>(categories[0]);
  return (
    <div className={layout({ side: sideWidth })}>
      <div className={main}>
        <Tabs
          label={t('tabsLabel')}
          value={category}
          onValueChange={(value) => setCategory(value as C)}
          items={categories.map((value) => ({
            value,
            label: t(`categories.${value}` as never),
            content: value === category ? children(category) : null,
          }))}
        />
      </div>
      {side ? (
        // On desktops the column scrolls on its own when taller than the screen: a named,
        // focusable region, so a keyboard can scroll it too (even with nothing focusable inside).
        <div className={sideColumn} data-testid="category-side" role="region" aria-label={tCommon('sidePanel')} tabIndex={0}>
          {side}
        </div>
      ) : null}
    </div>
  );
}
