import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadSanitizer, type Sanitizer } from '../../lib/sanitize';

export interface SafeHtmlProps {
  /** Untrusted HTML (a message body). */
  html: string;
  className?: string;
  /** Shown while the sanitiser loads. */
  loadingText: string;
}

/**
 * Renders untrusted HTML after sanitising it (lib/sanitize): the sanitised nodes are appended,
 * never assigned as an HTML string, so nothing bypasses DOMPurify and the app's Trusted Types
 * policy holds. If the sanitiser cannot load, the text is shown as plain text.
 */
export function SafeHtml({ html, className, loadingText }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [sanitizer, setSanitizer] = useState<Sanitizer | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadSanitizer().then(
      (loaded) => live && setSanitizer(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (sanitizer) element.replaceChildren(sanitizer.toFragment(html));
    else if (failed) element.textContent = html;
  }, [sanitizer, failed, html]);

  const pending = !sanitizer && !failed;
  return (
    <div className={className} aria-busy={pending}>
      {pending ? <span>{loadingText}</span> : null}
      {/* Filled imperatively with sanitised nodes; React renders no children here. */}
      <div ref={ref} data-testid="message-content" data-sanitized={sanitizer ? 'true' : 'false'} />
    </div>
  );
}
