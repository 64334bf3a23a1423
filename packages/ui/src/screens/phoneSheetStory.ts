import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { UnitKind } from '../components/UnitCatalogue';
import { storyTexts } from '../workbench/play/storyTexts';
import { escapeRegExp, yardTexts } from './Shipyard/yardStories';

/**
 * A phone held upright, 390×844 px (the phone the catalogue screens were scored on), for a
 * story's `parameters` and `globals`: spread `PHONE_390` into the story.
 */
export const PHONE_390 = {
  parameters: {
    viewport: { options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

const wait = { timeout: 8000 };

/** How long a tap's sheet is waited for before the tap is given again (ms), and how many taps. */
const TAP_WAIT_MS = 3000;
const TAPS = 3;

/** The sheet's history entry (useHistoryBackCloses), if the page's current entry is one. */
const sheetEntry = () => (window.history.state as Record<string, unknown> | null)?.imperioSheet;

/**
 * Taps `opener` and returns the sheet it opens (role dialog, named `name` when given), after
 * checking that the sheet lies inside the viewport (0 ≤ top, bottom ≤ `window.innerHeight`:
 * where the thumb is, not thousands of px down the page) and holds the focus. A tap that opened
 * nothing within 3 s (a page busy beside the test runner can lose one) is given again, twice at
 * most, and only while no dialog is open: a sheet that opened late is never tapped shut.
 * @throws (fails the story) when no dialog opens, or it lies outside the viewport
 */
export async function openSheet(opener: HTMLElement, name?: string | RegExp): Promise<HTMLElement> {
  const query = name === undefined ? {} : { name };
  let sheet: HTMLElement | null = null;
  for (let tap = 1; !sheet && tap <= TAPS; tap++) {
    if (!within(document.body).queryByRole('dialog')) await userEvent.click(opener);
    sheet = await within(document.body)
      .findByRole('dialog', query, { timeout: TAP_WAIT_MS })
      .catch(() => null);
  }
  if (!sheet) {
    const open = within(document.body).queryAllByRole('dialog', { hidden: true });
    throw new Error(
      `No dialog named ${String(name)} opened after ${TAPS} taps on ${opener.textContent ?? ''}: ` +
        `opener ${opener.isConnected ? 'in the page' : 'detached'}, dialogs now [${open.map((d) => d.textContent?.slice(0, 40)).join(' | ')}], ` +
        `history entry ${JSON.stringify(window.history.state)}`,
    );
  }
  const box = sheet.getBoundingClientRect();
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true), wait);
  return sheet;
}

/** Checks that `element` is drawn inside the viewport (a cost, a primary action in the sheet). */
export async function expectInViewport(element: HTMLElement): Promise<void> {
  const box = element.getBoundingClientRect();
  // A pixel either way is sub-pixel layout, not a cut: a notice scrolled to the top sits at -0.2 px
  // once the longer texts of the pseudo-locale give its lines fractional heights.
  await expect(box.top).toBeGreaterThanOrEqual(-1);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight + 1);
}

/**
 * Closes `sheet` with its back control and checks that it is gone, that it gave up its history
 * entry (the browser's Back now leaves the page, not a closed sheet) and that the focus went back
 * to `opener`. `back` is the control's name in the story's language, or the play's
 * `{ globals }` to read it from the catalogue ('Volver' in Spanish, the default).
 */
export async function closeSheet(
  sheet: HTMLElement,
  opener: HTMLElement,
  back: string | { globals?: Record<string, unknown> } = {},
): Promise<void> {
  const name = typeof back === 'string' ? back : storyTexts(back, 'common').t('sheet.back');
  await userEvent.click(within(sheet).getByRole('button', { name }));
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), wait);
  await waitFor(() => expect(sheetEntry()).toBeUndefined(), wait);
  await waitFor(() => expect(opener).toHaveFocus(), wait);
}

/**
 * The play function of a unit catalogue's phone build-sheet story (hangar, defence): taps
 * 'Seleccionar <unit>', asks for ten, and checks that the sheet names the shortfall, the total
 * cost and the time, that 'Construir' waits and is in view, and that 'Volver' returns the focus
 * to 'Seleccionar'; it then opens the sheet again for the shot. Every text is found in the
 * story's language.
 * @param kind 'ships' or 'defenses'
 * @param code the unit's code ('battleship'): the catalogue names it from `entities`
 */
export function unitBuildSheetPlay(kind: UnitKind, code: string) {
  return async ({ canvasElement, globals }: { canvasElement: HTMLElement; globals?: Record<string, unknown> }) => {
    const { t, common, name, select: selectName, before, grouped } = yardTexts({ globals }, kind);
    const unit = name(code);
    const select = await within(canvasElement).findByRole('button', { name: selectName(code) }, wait);
    const sheet = await openSheet(select, unit);
    const quantity = within(sheet).getByLabelText(t('panel.quantity'));
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    await expect(within(sheet).getByTestId('build-total')).toHaveTextContent(
      new RegExp(`${escapeRegExp(common('resources.metal'))}${grouped}`),
    );
    await expect(within(sheet).getByTestId('build-time')).toBeVisible();
    await expect(within(sheet).getByTestId('build-blocked')).toHaveTextContent(
      new RegExp(`^${escapeRegExp(before((mark) => t('panel.shortfall', { list: mark })))}`),
    );
    const build = within(sheet).getByRole('button', { name: t('panel.submit') });
    await expect(build).toBeDisabled();
    await expectInViewport(build);
    await closeSheet(sheet, select, { globals });
    await openSheet(select, unit);
  };
}
