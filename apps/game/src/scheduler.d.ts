// The exports of React's scheduler (the `scheduler` package, which react-dom runs on) that
// `answerTurn.ts` and its test use; the package ships no types.
declare module 'scheduler' {
  export const unstable_NormalPriority: 3;
  export const unstable_LowPriority: 4;
  export function unstable_scheduleCallback(priority: 3 | 4, callback: () => unknown): unknown;
}
