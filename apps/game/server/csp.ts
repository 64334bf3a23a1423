/**
 * The strict Content-Security-Policy the production server sends (issue 11): no inline script,
 * no plugins, no <base> and no framing. Styles are files (vanilla-extract extracts CSS at build);
 * `style-src 'unsafe-inline'` stays for the inline `style` attributes React and Radix set
 * (positions of popovers, progress widths), which cannot run code.
 */
export function contentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "worker-src 'self'",
    "require-trusted-types-for 'script'",
    "trusted-types default dompurify",
  ].join('; ');
}
