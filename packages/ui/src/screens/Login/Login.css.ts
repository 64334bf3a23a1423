import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { sprinkles } from '../../theme/sprinkles.css';
import { surface } from '../../theme/surface.css';
import { listReset } from '../../theme/patterns.css';

/**
 * The login page. Desktops: the brand and tagline above the marketing text and tiles on the left,
 * the form on the right. Phones and tablets, one column: brand, then the form (a returning
 * player logs in without scrolling), then the marketing text and tiles (phone first).
 */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignContent: 'start',
  color: vars.color.text,
  background: `radial-gradient(circle at 15% 0%, ${vars.color.surfaceRaised}, ${vars.color.background} 60%)`,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '1.2fr 1fr',
      gridTemplateAreas: '"intro panel" "more panel"',
      alignContent: 'center',
      background: `radial-gradient(circle at 11% 20%, ${vars.color.surfaceRaised}, ${vars.color.background} 45%)`,
    },
  },
});
/** Brand and tagline (on desktops at the bottom of their row, right above the marketing text). */
export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg} 0`,
  '@media': {
    [media.twoColumns]: { padding: `${vars.space.xxl} ${vars.space.xxl} 0` },
    [media.desktop]: { gridArea: 'intro', alignSelf: 'end' },
  },
});
/** The marketing text and the four tiles. */
export const more = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': {
    [media.twoColumns]: { padding: vars.space.xxl },
    [media.desktop]: { gridArea: 'more', alignSelf: 'start', paddingTop: vars.space.lg },
  },
});
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
export const panel = style({
  display: 'flex',
  placeItems: 'center',
  padding: vars.space.lg,
  '@media': { [media.twoColumns]: { padding: vars.space.xl }, [media.desktop]: { gridArea: 'panel' } },
});
export const form = style([
  surface({ padding: 'none' }),
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'xl' }),
  { width: 'min(100%, 400px)', boxShadow: vars.shadow.md },
]);
export const row = sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 'sm', flexWrap: 'wrap' });
export const hint = sprinkles({ fontSize: 'sm', color: 'muted', margin: 'none' });
export const toolbar = sprinkles({ display: 'flex', gap: 'sm', justifyContent: 'flex-end' });
/** Where 'Verificando conexión...' shows during the start-up probe (one line, reserved). */
export const status = style({ display: 'flex', alignItems: 'center', height: '1.5rem' });
