import { layoutBreakpoints } from '../../theme/tokens';

/** Below 768 px (the sprinkles' `tablet` condition) the galaxy is a list of rows and the side panel a sheet (issue 16 item 2). */
export const PHONE_QUERY = `(max-width: ${layoutBreakpoints.tablet - 0.02}px)`;
