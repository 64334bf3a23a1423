import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surface } from '../../theme/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { factList, factValue } from '../../theme/patterns.css';

export const panel = style([surface({ tone: 'raised' }), sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const muted = sprinkles({ margin: 'none', color: 'muted', fontSize: 'sm' });
export const facts = factList();
export const term = sprinkles({ color: 'muted' });
export const value = factValue({ numeric: true, weight: 'medium' });
/** The shortfall beside 'Investigar', styled as the building cards' reasons. */
export const short = style([
  sprinkles({
    margin: 'none',
    display: 'flex',
    alignItems: 'flex-start',
    gap: 'xs',
    fontSize: 'sm',
    paddingY: 'xs',
    paddingX: 'sm',
    color: 'text',
  }),
  { borderRadius: vars.radius.md, background: vars.color.warningSurface },
]);
/** The answer to 'Investigar': it takes the focus when the button stays disabled (its outline follows the alert's corners). */
export const message = style({ borderRadius: vars.radius.md });
