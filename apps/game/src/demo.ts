/** Demo credentials are shown only against the built-in demo universe (set at build time). */
export const DEMO = import.meta.env.VITE_IMPERIO_DEMO !== 'false' ? { username: 'demo', password: 'imperio' } : undefined;
