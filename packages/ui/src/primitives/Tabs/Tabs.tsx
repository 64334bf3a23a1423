import type { ReactNode } from 'react';
import * as RadixTabs from 'radix-ui/tabs';
import * as styles from './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** Content of the panel; omit to use the tabs as a filter only. */
  content?: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/** Tabs on Radix: arrow keys move between tabs; panels render only their own content. */
export function Tabs({ items, value, defaultValue, onValueChange, label }: TabsProps) {
  return (
    <RadixTabs.Root value={value} defaultValue={defaultValue ?? items[0]?.value} onValueChange={onValueChange}>
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) =>
        item.content === undefined ? null : (
          <RadixTabs.Content key={item.value} value={item.value}>
            {item.content}
          </RadixTabs.Content>
        ),
      )}
    </RadixTabs.Root>
  );
}
