import { config } from 'zod/mini';

// The production CSP forbids eval (and Trusted Types block `Function`): zod must not try to
// compile parsers. Imported first by every schema module, before any schema is built.
// `zod/mini` and classic zod share this setting; the mini import keeps classic zod off the login route.
config({ jitless: true });
