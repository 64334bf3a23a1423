import { z } from 'zod';

// The production CSP forbids eval (and Trusted Types block `Function`): zod must not try to
// compile parsers. Imported first by every schema module, before any schema is built.
z.config({ jitless: true });
