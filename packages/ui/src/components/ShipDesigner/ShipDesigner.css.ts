import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, tapTargetWith } from '../../theme/tokens';
import { sprinkles } from '../../theme/sprinkles.css';
import { factList, factValue, insetBox, listReset, overline } from '../../theme/patterns.css';

export const root = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });
export const toolbar = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 'md', justifyContent: 'space-between' });
export const nameField = style({ flex: '1 1 240px', maxWidth: '420px' });
export const actions = sprinkles({ display: 'flex', gap: 'sm', flexWrap: 'wrap' });
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': {
    [media.twoColumns]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr) minmax(0, 1.1fr)' },
  },
});
export const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', minWidth: 0 });
export const list = style([listReset, sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })]);
export const slot = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'sm', padding: 'sm', background: 'sunken' }),
  {
    borderRadius: vars.radius.md,
    border: `1px dashed ${vars.color.borderStrong}`,
    selectors: { '&[data-filled="true"]': { borderStyle: 'solid', background: vars.color.surfaceRaised } },
  },
]);
export const slotText = sprinkles({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const slotType = style([overline, { letterSpacing: '0.06em' }]);
export const slotName = style({ fontWeight: vars.fontWeight.medium });
export const slotEmpty = style({ color: vars.color.textMuted, fontStyle: 'italic' });
export const filter = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' });
export const option = style([
  insetBox,
  sprinkles({
    width: 'full',
    textAlign: 'left',
    display: 'flex',
    justifyContent: 'space-between',
    gap: 'sm',
    paddingY: 'sm',
    paddingX: 'md',
    color: 'text',
  }),
  {
    cursor: 'pointer',
    ...tapTargetWith({ alignItems: 'center' }),
    selectors: {
      '&:hover': { borderColor: vars.color.primary },
      '&[aria-pressed="true"]': {
        borderColor: vars.color.primary,
        background: vars.color.surfaceRaised,
        boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
      },
    },
  },
]);
export const optionMeta = sprinkles({ color: 'muted', fontSize: 'sm' });
export const facts = factList();
export const term = sprinkles({ color: 'muted' });
export const value = factValue({ align: 'end', numeric: true });
export const cost = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', justifyContent: 'flex-end' });
export const muted = sprinkles({ color: 'muted', margin: 'none', fontSize: 'sm' });
export const detailsTitle = sprinkles({ margin: 'none', fontSize: 'lg' });
