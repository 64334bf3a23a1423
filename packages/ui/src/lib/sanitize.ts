/**
 * The message-body sanitiser (spec p2 §2.7 'Content rendered as HTML', §5 'Basic HTML is
 * allowed in messages'). Message HTML comes from other players, so only inert formatting
 * survives:
 *
 * - an allow-list of formatting tags (no script, style, iframe, object, form, svg, math, img…);
 * - no event handler, no `style` attribute (no CSS exfiltration), no class or id (no spoofing
 *   of the app's own styles, no DOM clobbering);
 * - links only to http:, https: or mailto:, and every link opens in a new tab with
 *   rel="noopener noreferrer".
 *
 * DOMPurify is loaded on demand with `import('dompurify')`, so it ships in its own chunk with the
 * reader and not in the app's first load. One DOMPurify instance is used, so under the app's
 * Trusted Types CSP it creates the single allowed `dompurify` policy.
 */
import type { Config, DOMPurify } from 'dompurify';
import { shareUntilFailure } from '@imperio/api-client/shareUntilFailure';

/** Tags a message may keep. */
export const ALLOWED_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'p',
  'br',
  'hr',
  'span',
  'div',
  'blockquote',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

/** Attributes a message may keep (target and rel are set on links by the sanitiser itself). */
export const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan'] as const;

/** Link targets allowed: http(s) and mailto, nothing else (no javascript:, data:, vbscript:). */
export const ALLOWED_URI = /^(?:https?:|mailto:)/i;

/** The DOMPurify configuration (exported for the tests). */
export const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTR],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
};

export interface Sanitizer {
  /** Sanitised HTML as a string (tests, the copy button never uses it). */
  toHtml(html: string): string;
  /**
   * Sanitised nodes ready to append (`element.replaceChildren(fragment)`): no HTML string sink,
   * so it works under `require-trusted-types-for 'script'`.
   */
  toFragment(html: string): DocumentFragment;
}

function createSanitizer(purify: DOMPurify): Sanitizer {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
  });
  return {
    toHtml: (html) => purify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_DOM: false, RETURN_DOM_FRAGMENT: false }),
    toFragment: (html) => purify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_DOM_FRAGMENT: true }),
  };
}

/**
 * Loads DOMPurify (once, lazily; again after a failed download) and returns the message sanitiser.
 * @throws when the chunk cannot be loaded (the reader then shows the source as text)
 */
export const loadSanitizer: () => Promise<Sanitizer> = shareUntilFailure(() =>
  import('dompurify').then(({ default: purify }) => createSanitizer(purify)),
);
