import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { sprinkles } from '../../theme/sprinkles.css';
import { surface } from '../../theme/surface.css';
import { listReset } from '../../theme/patterns.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  background: vars.color.background,
  color: vars.color.text,
  '@media': { [media.desktop]: { gridTemplateColumns: '1.2fr 1fr' } },
});
export const hero = style([
  sprinkles({ padding: 'xxl', display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 'lg' }),
  { background: `radial-gradient(circle at 20% 20%, ${vars.color.surfaceRaised}, ${vars.color.background} 70%)` },
]);
export const brand = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, letterSpacing: '0.04em' });
export const tagline = sprinkles({ fontSize: 'lg', color: 'muted', margin: 'none' });
export const features = style([
  listReset,
  sprinkles({ display: 'grid', gap: 'md' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' },
]);
export const feature = style([surface(), sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })]);
export const featureTitle = sprinkles({
  fontWeight: 'bold',
  display: 'flex',
  alignItems: 'center',
  gap: 'sm',
  margin: 'none',
  fontSize: 'md',
});
export const featureText = sprinkles({ color: 'muted', fontSize: 'sm', margin: 'none' });
export const panel = sprinkles({ display: 'flex', placeItems: 'center', padding: 'xl' });
export const form = style([
  surface({ padding: 'none' }),
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'xl' }),
  { width: 'min(100%, 400px)', boxShadow: vars.shadow.md },
]);
export const row = sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 'sm', flexWrap: 'wrap' });
export const hint = sprinkles({ fontSize: 'sm', color: 'muted', margin: 'none' });
export const toolbar = sprinkles({ display: 'flex', gap: 'sm', justifyContent: 'flex-end' });
/** Where 'Verificando conexión...' shows during the start-up probe (one line, reserved). */
export const status = style({ minHeight: '1.5rem' });
