/**
 * The strict Content-Security-Policy the production server sends: no inline script,
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
    'trusted-types default dompurify',
  ].join('; ');
}

/**
 * Browser features the game never uses, switched off for every page and frame
 * (`Permissions-Policy`).
 */
export function permissionsPolicy(): string {
  return [
    'accelerometer=()',
    'camera=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'payment=()',
    'usb=()',
  ].join(', ');
}

/**
 * The security headers every answer carries, as `[name, value]` pairs: the CSP, no MIME
 * sniffing, no referrer, no framing, a browsing-context group of its own
 * (`Cross-Origin-Opener-Policy: same-origin`) and the {@link permissionsPolicy}. A static host
 * or reverse proxy serving the app without this server must send the same (README).
 */
export function securityHeaders(): Array<[string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy()],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', permissionsPolicy()],
  ];
}
