import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { factList, factValue, splitLayout } from '../../theme/patterns.css';

export const root = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });
export const layout = splitLayout('minmax(0, 1.6fr) minmax(280px, 1fr)', '1fr');
export const mapColumn = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', minWidth: 0 });
export const controls = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' });
export const help = sprinkles({ margin: 'none', fontSize: 'sm', color: 'muted' });
export const status = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const map = style({
  width: '100%',
  maxWidth: '760px',
  height: 'auto',
  aspectRatio: '1 / 1',
  display: 'block',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  touchAction: 'none',
  userSelect: 'none',
});
export const orbit = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 1 });
export const sun = style({ fill: vars.color.energy });
export const label = style({ fill: vars.color.text, fontSize: '15px', fontFamily: vars.font.body, pointerEvents: 'none' });
export const smallLabel = style({ fill: vars.color.textMuted, fontSize: '13px', fontFamily: vars.font.body, pointerEvents: 'none' });
export const zone = styleVariants({
  asteroidBelt: { fill: vars.color.warningSurface, stroke: vars.color.warning, strokeWidth: 2, strokeDasharray: '6 4' },
  hostileSector: { fill: vars.color.dangerSurface, stroke: vars.color.danger, strokeWidth: 2, strokeDasharray: '6 4' },
  radiationZone: { fill: vars.color.successSurface, stroke: vars.color.success, strokeWidth: 2, strokeDasharray: '6 4' },
});
export const zoneActive = style({ strokeDasharray: 'none', strokeWidth: 4 });
export const station = style({ fill: vars.color.info, stroke: vars.color.text, strokeWidth: 1 });
export const stationNear = style({ stroke: vars.color.success, strokeWidth: 4 });
export const planet = style({ cursor: 'pointer', outline: 'none' });
export const planetFocus = style({
  fill: 'transparent',
  stroke: 'transparent',
  strokeWidth: 3,
  selectors: { [`${planet}:focus-visible &`]: { stroke: vars.color.focus } },
});
export const planetBody = styleVariants({
  mercury: { fill: vars.color.metal },
  venus: { fill: vars.color.deuterium },
  earth: { fill: vars.color.crystal },
  mars: { fill: vars.color.danger },
  jupiter: { fill: vars.color.debris },
  saturn: { fill: vars.color.warning },
});
export const planetMarked = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 3 });
export const endpoint = style({ fill: vars.color.primary, stroke: vars.color.text, strokeWidth: 1.5 });
export const route = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 3, strokeDasharray: '10 6', strokeLinejoin: 'round' });
export const routeSimulating = style({ strokeDasharray: 'none' });
export const waypoint = style({ cursor: 'grab', outline: 'none' });
export const waypointBody = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.primary,
  strokeWidth: 3,
  selectors: { [`${waypoint}:focus-visible &`]: { stroke: vars.color.focus, strokeWidth: 5 } },
});
export const ship = style({ fill: vars.color.success, stroke: vars.color.text, strokeWidth: 1.5 });
export const panelList = factList();
export const term = sprinkles({ color: 'muted' });
export const value = factValue({ align: 'end', numeric: true });
export const segments = style([
  sprinkles({ margin: 'none', padding: 'none', fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: 'xxs' }),
  { listStyle: 'none' },
]);
/** One segment: its name ('Tramo 1') in a column of its own, so its number never runs into the distance. */
export const segment = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space.sm });
export const segmentName = sprinkles({ fontWeight: 'medium' });
export const subheading = style({ fontSize: vars.fontSize.md, margin: 0 });
export const muted = sprinkles({ margin: 'none', color: 'muted', fontSize: 'sm' });
export const problems = style({ margin: 0, paddingLeft: vars.space.lg });
