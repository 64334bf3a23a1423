import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { listReset, resourceFill } from '../../theme/patterns.css';

export const list = style([listReset, sprinkles({ display: 'flex', flexWrap: 'wrap', rowGap: 'xs', columnGap: 'md', fontSize: 'sm' })]);
export const item = sprinkles({ display: 'inline-flex', alignItems: 'baseline', gap: 'xs' });
export const name = sprinkles({ color: 'muted' });
export const value = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium });
export const negative = sprinkles({ color: 'danger' });
export const dot = style({
  width: '0.6em',
  height: '0.6em',
  borderRadius: vars.radius.round,
  display: 'inline-block',
  alignSelf: 'center',
});
export const dotColor = resourceFill;
export const empty = sprinkles({ color: 'muted', fontSize: 'sm', margin: 'none' });
