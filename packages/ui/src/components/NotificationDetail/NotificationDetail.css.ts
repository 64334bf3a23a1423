import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, flex: '1 1 10em', overflowWrap: 'anywhere' });
export const message = style({ margin: 0, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });
export const sectionTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });
export const details = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.md, rowGap: vars.space.xs, margin: 0, fontSize: vars.fontSize.sm });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0 });
export const mono = style({ fontFamily: vars.font.mono });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
