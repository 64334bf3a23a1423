import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SAFE_HTML, XSS_VECTORS } from '@imperio/mocks';
import { ALLOWED_ATTR, ALLOWED_TAGS, loadSanitizer } from '../../lib/sanitize';
import { SafeHtml } from './SafeHtml';

/**
 * The message sanitiser against hostile HTML, in a real browser (Chromium parses HTML the way
 * players' browsers do, mutation-XSS included). Each story is a test: the play function checks
 * every vector of the list, both through the sanitiser directly and as rendered on the page,
 * and counts any `alert` that ran.
 */
const allowedTags = new Set<string>(ALLOWED_TAGS);
const allowedAttrs = new Set<string>([...ALLOWED_ATTR, 'target', 'rel']);

/** The URL a browser would follow: control characters and spaces are ignored in a scheme. */
function followed(href: string): string {
  return Array.from(href)
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('');
}

/** Every element or attribute that could run script, load something or restyle the page; [] when clean. */
function findDanger(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!allowedTags.has(tag)) problems.push(`element <${tag}>`);
    for (const attr of Array.from(element.attributes)) {
      const name = attr.name.toLowerCase();
      if (!allowedAttrs.has(name)) problems.push(`attribute ${name} on <${tag}>`);
      if (name.startsWith('on')) problems.push(`handler ${name}`);
      if (name === 'href' && !/^(https?:|mailto:)/i.test(followed(attr.value))) problems.push(`href ${attr.value}`);
    }
    if (
      tag === 'a' &&
      element.hasAttribute('href') &&
      (element.getAttribute('target') !== '_blank' || element.getAttribute('rel') !== 'noopener noreferrer')
    ) {
      problems.push('link without target=_blank rel="noopener noreferrer"');
    }
  }
  return problems;
}

/** A detached parse of `html` in an inert document (nothing runs, nothing loads). */
function inert(html: string): DocumentFragment {
  const doc = document.implementation.createHTMLDocument('');
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content;
}

let alerts = 0;

function VectorTable({ vectors }: { vectors: readonly string[] }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>{vectors.length} vectores</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            Entrada
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            Resultado
          </th>
        </tr>
      </thead>
      <tbody>
        {vectors.map((vector) => (
          <tr key={vector} data-testid="vector-row">
            <td style={{ padding: 4, verticalAlign: 'top' }}>
              <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{vector}</code>
            </td>
            <td style={{ padding: 4, verticalAlign: 'top' }}>
              <SafeHtml html={vector} loadingText="…" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Components/SafeHtml',
  component: SafeHtml,
  args: { html: SAFE_HTML, loadingText: 'Preparando contenido...' },
  beforeEach: () => {
    alerts = 0;
    const original = window.alert;
    window.alert = () => {
      alerts++;
    };
    return () => {
      window.alert = original;
    };
  },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harmless formatting survives; the link opens in a new tab without opener. */
export const SafeFormatting: Story = {
  play: async ({ canvas }) => {
    const content = canvas.getByTestId('message-content');
    // DOMPurify is a lazy chunk: on a busy machine it took longer than waitFor's default 1 s.
    await waitFor(() => expect(content).toHaveAttribute('data-sanitized', 'true'), { timeout: 5000 });
    await expect(content.querySelector('strong')).toHaveTextContent('en negrita');
    await expect(content.querySelectorAll('li')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: 'enlace seguro' });
    await expect(link).toHaveAttribute('href', 'https://example.com/ayuda');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/**
 * Every vector of the list (more than 30): none survives as an element or attribute that could
 * run script, and none runs (no alert), rendered one by one on the page.
 */
export const XssVectors: Story = {
  render: () => <VectorTable vectors={XSS_VECTORS} />,
  play: async ({ canvasElement }) => {
    await expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(30);
    const sanitizer = await loadSanitizer();
    const failures: string[] = [];
    let dangerousInputs = 0;
    for (const vector of XSS_VECTORS) {
      if (findDanger(inert(vector)).length > 0) dangerousInputs++;
      const fromString = findDanger(inert(sanitizer.toHtml(vector)));
      const fromFragment = findDanger(sanitizer.toFragment(vector));
      if (fromString.length || fromFragment.length) failures.push(`${vector} → ${[...fromString, ...fromFragment].join(', ')}`);
      if (/javascript:|vbscript:|<script|\son\w+\s*=/i.test(sanitizer.toHtml(vector)))
        failures.push(`${vector} → text of the output still carries script`);
    }
    // The checker itself can fail: nearly every raw vector trips it.
    await expect(dangerousInputs).toBeGreaterThanOrEqual(XSS_VECTORS.length - 2);
    await expect(failures).toEqual([]);
    const rendered = Array.from(canvasElement.querySelectorAll('[data-testid="message-content"]'));
    await waitFor(() => expect(rendered.every((el) => el.getAttribute('data-sanitized') === 'true')).toBe(true));
    for (const element of rendered) await expect(findDanger(element)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300)); // let any error or load event fire
    await expect(alerts).toBe(0);
  },
};

/** All vectors in one body, as the hostile message carries them. */
export const XssVectorsInOneMessage: Story = {
  args: { html: XSS_VECTORS.join('\n') },
  play: async ({ canvas }) => {
    const content = canvas.getByTestId('message-content');
    await waitFor(() => expect(content).toHaveAttribute('data-sanitized', 'true'));
    await expect(findDanger(content)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(alerts).toBe(0);
  },
};
