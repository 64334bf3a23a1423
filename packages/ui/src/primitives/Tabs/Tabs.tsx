import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as RadixTabs from 'radix-ui/tabs';
import * as styles from './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** Content of the panel; omit to use the tabs as a filter only. */
  content?: ReactNode;
}

/** The root element's own attributes (`className`, `data-*`, `aria-*`, `style`…) pass through. */
type TabsRootProps = Omit<ComponentPropsWithoutRef<typeof RadixTabs.Root>, 'value' | 'defaultValue' | 'onValueChange' | 'children'>;

export interface TabsProps extends TabsRootProps {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern): the tab list is Radix's (arrow keys move between tabs and select
 * them, Home/End); each panel is a plain `role="tabpanel"` element named by its tab, focusable
 * (Tab from the list reaches it), and only the selected one renders its content. Controlled with
 * `value` + `onValueChange`, or uncontrolled from `defaultValue` (the first item by default).
 *
 * Why the panels are not Radix's `Tabs.Content`: its animation presence reads the panel's computed
 * style and sets state while React commits, so every screen with tabs recalculated the page's
 * style and re-rendered synchronously in the commit that mounted it, running all pending effects
 * (the first requests) in the same task: one of the dashboard's longest tasks on a phone.
 * The panels have no animation to wait for.
 *
 * Radix's tabs register with their roving-focus group in a passive effect, not a layout effect
 * (patches/@radix-ui__react-roving-focus@1.2.1.patch): a state update during the commit is
 * rendered at once, with every passive effect the commit left pending, so the screen that mounted
 * the tabs (the dashboard, with the shell) ran all its effects in its commit's task.
 *
 * Other props go to the root element, and the ref is the root's `<div>`, like the other primitives.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, value, defaultValue, onValueChange, label, ...rest },
  ref,
) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? uncontrolled;
  const baseId = useId();
  const tabId = (itemValue: string) => `${baseId}-tab-${itemValue}`;
  const panelId = (itemValue: string) => `${baseId}-panel-${itemValue}`;
  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <RadixTabs.Root ref={ref} {...rest} value={selected} onValueChange={select}>
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={styles.trigger}
            id={tabId(item.value)}
            aria-controls={item.content === undefined ? undefined : panelId(item.value)}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) =>
        item.content === undefined ? null : (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={tabId(item.value)}
            data-state={item.value === selected ? 'active' : 'inactive'}
            hidden={item.value !== selected}
            tabIndex={0}
          >
            {item.value === selected ? item.content : null}
          </div>
        ),
      )}
    </RadixTabs.Root>
  );
});
