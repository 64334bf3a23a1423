import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRef, Profiler } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'all', label: 'Todas', content: <p>Todas las naves</p> },
  { value: 'civil', label: 'Civil', content: <p>Naves civiles</p> },
  { value: 'filter', label: 'Solo filtro' },
];

/** Radix selects a tab on a primary-button mouse down (its pointer activation). */
const press = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0, ctrlKey: false });

afterEach(() => vi.restoreAllMocks());

describe('Tabs', () => {
  it('links each tab to its panel both ways and names the panel by its tab', () => {
    render(<Tabs label="Categorías" items={items} />);
    const tab = screen.getByRole('tab', { name: 'Todas' });
    const panel = screen.getByRole('tabpanel', { name: 'Todas' });
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(panel).toHaveAttribute('tabindex', '0');
    // A filter-only tab points at no panel (there is none).
    expect(screen.getByRole('tab', { name: 'Solo filtro' })).not.toHaveAttribute('aria-controls');
  });

  it('renders only the selected panel’s content and switches on a press (uncontrolled)', () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Categorías" items={items} onValueChange={onValueChange} />);
    expect(screen.getByText('Todas las naves')).toBeInTheDocument();
    expect(screen.queryByText('Naves civiles')).toBeNull();
    press('Civil');
    expect(onValueChange).toHaveBeenCalledWith('civil');
    expect(screen.getByText('Naves civiles')).toBeInTheDocument();
    expect(screen.queryByText('Todas las naves')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Civil' })).toHaveAttribute('aria-selected', 'true');
    // The other panel stays in the document (its tab points at it), hidden and empty.
    const hidden = document.getElementById(screen.getByRole('tab', { name: 'Todas' }).getAttribute('aria-controls') ?? '');
    expect(hidden).toHaveAttribute('role', 'tabpanel');
    expect(hidden).toHaveAttribute('hidden');
    expect(hidden).toBeEmptyDOMElement();
  });

  it('follows `value` when controlled: a press only asks for the change', () => {
    const onValueChange = vi.fn();
    const { rerender } = render(<Tabs label="Categorías" items={items} value="all" onValueChange={onValueChange} />);
    press('Civil');
    expect(onValueChange).toHaveBeenCalledWith('civil');
    expect(screen.getByText('Todas las naves')).toBeInTheDocument();
    rerender(<Tabs label="Categorías" items={items} value="civil" onValueChange={onValueChange} />);
    expect(screen.getByText('Naves civiles')).toBeInTheDocument();
  });

  it('mounts without reading computed styles, which would recalculate the page’s style', () => {
    // Queries by role read computed styles themselves: the tab is found by its text here.
    const computed = vi.spyOn(window, 'getComputedStyle');
    render(<Tabs label="Categorías" items={items} />);
    fireEvent.mouseDown(screen.getByText('Civil'), { button: 0, ctrlKey: false });
    expect(screen.getByText('Naves civiles')).toBeInTheDocument();
    expect(computed).not.toHaveBeenCalled();
  });

  it('mounts with no synchronous re-render in its commit, then takes the arrow keys', async () => {
    // Radix's tabs registered with their roving-focus group in a layout effect; React rendered that
    // update at once, with the mounting screen's pending effects, in the commit's task. The patch
    // (patches/@radix-ui__react-roving-focus*.patch) registers them in a passive effect.
    const commits: string[] = [];
    render(
      <Profiler id="tabs" onRender={(_id, phase) => commits.push(phase)}>
        <Tabs label="Categorías" items={items} />
      </Profiler>,
    );
    expect(commits[0]).toBe('mount');
    expect(commits).not.toContain('nested-update');
    const first = screen.getByText('Todas');
    expect(first).toHaveAttribute('aria-selected', 'true');
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByText('Civil')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText('Naves civiles')).toBeInTheDocument();
  });

  it('passes other props to the root and forwards its ref, like the other primitives', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Tabs ref={ref} label="Categorías" items={items} data-testid="ship-tabs" className="extra" />);
    const root = screen.getByTestId('ship-tabs');
    expect(ref.current).toBe(root);
    expect(root).toHaveClass('extra');
    expect(root).toContainElement(screen.getByRole('tablist', { name: 'Categorías' }));
  });
});
