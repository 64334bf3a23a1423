export { EmpireOverview } from './EmpireOverview';
export type { EmpireOverviewProps } from './EmpireOverview';
export { empireRow, sortEmpireRows } from './empireRows';
export type { EmpireRow, EmpireSortKey } from './empireRows';
