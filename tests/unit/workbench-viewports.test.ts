import { describe, expect, test } from 'vitest';
import { VIEWPORT_PRESETS, viewportOptions } from '../../.storybook/viewports';

describe("the workbench's viewport toolbar", () => {
  test('offers a 390 × 844 phone, a 768 px tablet and a 1280 px desktop', () => {
    expect(viewportOptions.phone).toMatchObject({ styles: { width: '390px', height: '844px' }, type: 'mobile' });
    expect(viewportOptions.tablet).toMatchObject({ styles: { width: '768px' }, type: 'tablet' });
    expect(viewportOptions.desktop).toMatchObject({ styles: { width: '1280px' }, type: 'desktop' });
    expect(VIEWPORT_PRESETS.phone.name).toContain('390');
  });
});
