import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { breakpoints, darkTheme, lightTheme, vars } from '@imperio/ui';

/**
 * Docs blocks for the designers' pages (Colours, Typography, Spacing): every value is read from
 * the theme contract (`vars`, packages/ui/src/theme/contract.css.ts) as the browser resolves it
 * inside each theme class, so the pages cannot drift from what the components use.
 */

type Group = Record<string, string>;
const THEMES = [
  { name: 'Oscuro (dark)', className: darkTheme },
  { name: 'Claro (light)', className: lightTheme },
] as const;

/** `var(--color-text__1x2y)` → `--color-text__1x2y`. */
const propertyOf = (reference: string) => reference.replace(/^var\((--[^,)]+).*\)$/, '$1');

/**
 * Resolves the contract variables of each group inside `className`, once mounted:
 * group name → key → computed value (e.g. `{ fontSize: { md: '.9375rem' } }`).
 */
function useResolved<G extends Record<string, Group>>(
  className: string,
  groups: G,
): [React.RefObject<HTMLDivElement | null>, Record<keyof G, Record<string, string>>] {
  const ref = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState(
    () => Object.fromEntries(Object.keys(groups).map((name) => [name, {}])) as Record<keyof G, Record<string, string>>,
  );
  useLayoutEffect(() => {
    if (!ref.current) return;
    const style = getComputedStyle(ref.current);
    const read = (group: Group) =>
      Object.fromEntries(Object.entries(group).map(([key, reference]) => [key, style.getPropertyValue(propertyOf(reference)).trim()]));
    setValues(
      Object.fromEntries(Object.entries(groups).map(([name, group]) => [name, read(group)])) as Record<keyof G, Record<string, string>>,
    );
  }, [className, groups]);
  return [ref, values];
}

/** WCAG contrast ratio of two `#rgb`/`#rrggbb` colours; undefined for anything else (alpha, names). */
function contrast(a: string, b: string): number | undefined {
  const luminance = (hex: string) => {
    // #rgb is #rrggbb (the build shortens colours); colours with alpha have no single ratio.
    const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
    const full = short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : hex;
    const match = /^#([0-9a-f]{6})$/i.exec(full);
    if (!match) return undefined;
    const channels = [0, 2, 4].map((i) => Number.parseInt(match[1]!.slice(i, i + 2), 16) / 255);
    const [r, g, bl] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const la = luminance(a);
  const lb = luminance(b);
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

// Colours from the theme (the panels are themed), so the docs page's own table styles do not leak in.
const COLOUR_GROUPS = { color: vars.color };
const TYPE_GROUPS = { fontSize: vars.fontSize, fontWeight: vars.fontWeight, font: vars.font, lineHeight: vars.lineHeight };
const SPACE_GROUPS = { space: vars.space, radius: vars.radius, shadow: vars.shadow, duration: vars.duration };

const cell: CSSProperties = {
  padding: '6px 10px',
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  textAlign: 'left',
  color: vars.color.text,
  background: 'transparent',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 12 };

function ThemePanel({ className, title, children }: { className: string; title: string; children: ReactNode }) {
  return (
    <section
      className={`${className} imperio-root`}
      style={{ padding: 16, borderRadius: 8, flex: 1, minWidth: 320, color: vars.color.text }}
      aria-label={title}
    >
      <h3 style={{ marginBottom: 12, color: vars.color.text }}>{title}</h3>
      {children}
    </section>
  );
}

function ColourRows({ className }: { className: string }) {
  const [ref, { color: values }] = useResolved(className, COLOUR_GROUPS);
  return (
    <div ref={ref}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={cell}>Muestra</th>
            <th style={cell}>Token</th>
            <th style={cell}>Valor</th>
            <th style={cell} title="Contraste con color.background (WCAG)">
              vs fondo
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.keys(vars.color).map((key) => {
            const value = values[key] ?? '';
            const ratio = contrast(value, values.background ?? '');
            return (
              <tr key={key}>
                <td style={cell}>
                  <span
                    style={{
                      display: 'inline-block',
                      width: 40,
                      height: 24,
                      borderRadius: 4,
                      background: value,
                      border: `1px solid ${vars.color.border}`,
                    }}
                    aria-hidden="true"
                  />
                </td>
                <td style={{ ...cell, ...code }}>color.{key}</td>
                <td style={{ ...cell, ...code }}>{value}</td>
                <td style={{ ...cell, ...code }}>{ratio === undefined || key === 'background' ? '—' : `${ratio.toFixed(2)}:1`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Every colour of the contract in both themes: swatch, token, value and contrast with the background. */
export function ColourTable() {
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {THEMES.map((theme) => (
        <ThemePanel key={theme.name} className={theme.className} title={theme.name}>
          <ColourRows className={theme.className} />
        </ThemePanel>
      ))}
    </div>
  );
}

function TypeRows() {
  const [ref, { fontSize: sizes, fontWeight: weights, font: fonts, lineHeight: lineHeights }] = useResolved(darkTheme, TYPE_GROUPS);
  return (
    <div ref={ref}>
      <h4>Familias</h4>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          {Object.keys(vars.font).map((key) => (
            <tr key={key}>
              <td style={{ ...cell, ...code }}>font.{key}</td>
              <td style={{ ...cell, fontFamily: vars.font[key as keyof typeof vars.font] }}>Imperio: Centro de Mando 0123456789</td>
              <td style={{ ...cell, ...code }}>{fonts[key]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>Tamaños</h4>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          {Object.keys(vars.fontSize).map((key) => (
            <tr key={key}>
              <td style={{ ...cell, ...code }}>fontSize.{key}</td>
              <td style={{ ...cell, ...code }}>{sizes[key]}</td>
              <td style={{ ...cell, fontSize: vars.fontSize[key as keyof typeof vars.fontSize], lineHeight: vars.lineHeight.tight }}>
                Gestión de Edificios
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>Pesos e interlineado</h4>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          {Object.keys(vars.fontWeight).map((key) => (
            <tr key={key}>
              <td style={{ ...cell, ...code }}>fontWeight.{key}</td>
              <td style={{ ...cell, ...code }}>{weights[key]}</td>
              <td style={{ ...cell, fontWeight: vars.fontWeight[key as keyof typeof vars.fontWeight] }}>Lanzar Imperio</td>
            </tr>
          ))}
          {Object.keys(vars.lineHeight).map((key) => (
            <tr key={key}>
              <td style={{ ...cell, ...code }}>lineHeight.{key}</td>
              <td style={{ ...cell, ...code }}>{lineHeights[key]}</td>
              <td style={{ ...cell, lineHeight: vars.lineHeight[key as keyof typeof vars.lineHeight], maxWidth: 320 }}>
                Coloniza una posición libre desde la galaxia para empezar tu imperio.
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The type scale of the contract (families, sizes, weights, line heights) with samples. */
export function TypeScale() {
  return (
    <ThemePanel className={darkTheme} title="Escala tipográfica">
      <TypeRows />
    </ThemePanel>
  );
}

function SpaceRows() {
  const [ref, { space, radius, shadow, duration }] = useResolved(darkTheme, SPACE_GROUPS);
  return (
    <div ref={ref}>
      <h4>Espaciado</h4>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          {Object.keys(vars.space).map((key) => (
            <tr key={key}>
              <td style={{ ...cell, ...code }}>space.{key}</td>
              <td style={{ ...cell, ...code }}>{space[key]}</td>
              <td style={cell}>
                <span
                  style={{
                    display: 'inline-block',
                    height: 16,
                    width: vars.space[key as keyof typeof vars.space],
                    background: vars.color.primary,
                  }}
                  aria-hidden="true"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>Radios y sombras</h4>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {Object.keys(vars.radius).map((key) => (
          <figure key={key} style={{ margin: 0, textAlign: 'center' }}>
            <div
              style={{
                width: 72,
                height: 48,
                background: vars.color.surfaceRaised,
                border: `1px solid ${vars.color.borderStrong}`,
                borderRadius: vars.radius[key as keyof typeof vars.radius],
              }}
            />
            <figcaption style={code}>
              radius.{key} {radius[key]}
            </figcaption>
          </figure>
        ))}
        {Object.keys(vars.shadow).map((key) => (
          <figure key={key} style={{ margin: 0, textAlign: 'center' }}>
            <div
              style={{
                width: 72,
                height: 48,
                background: vars.color.surface,
                borderRadius: vars.radius.md,
                boxShadow: vars.shadow[key as keyof typeof vars.shadow],
              }}
            />
            <figcaption style={code} title={shadow[key]}>
              shadow.{key}
            </figcaption>
          </figure>
        ))}
      </div>
      <h4>Duraciones</h4>
      <p style={code}>
        {Object.keys(vars.duration)
          .map((key) => `duration.${key} = ${duration[key]}`)
          .join(' · ')}
      </p>
      <h4>Puntos de corte (presets de viewport del workbench)</h4>
      <table style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {Object.entries(breakpoints).map(([name, width]) => (
            <tr key={name}>
              <td style={{ ...cell, ...code }}>breakpoints.{name}</td>
              <td style={{ ...cell, ...code }}>{width}px</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Space, radius, shadow, duration and breakpoint tokens of the contract. */
export function SpaceScale() {
  return (
    <ThemePanel className={darkTheme} title="Espaciado, radios, sombras y puntos de corte">
      <SpaceRows />
    </ThemePanel>
  );
}
