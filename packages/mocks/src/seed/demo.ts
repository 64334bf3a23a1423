/** The demo commander's credentials, shown in the README and on the login hint in demo mode. */
export const DEMO_CREDENTIALS = { username: 'demo', password: 'imperio' } as const;

/** The demo commander's id and home system. */
export const DEMO_USER_ID = 1;
export const DEMO_HOME = { galaxy: 1, system: 42 } as const;
