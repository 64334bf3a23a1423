/**
 * The axe check of the `visual` project. `@storybook/addon-a11y/preview`'s `afterEach` (set up in
 * setup.ts) runs axe on the story's final state and files the result in `story.reporting` as a
 * report `{ type: 'a11y', status, result }`; status 'failed' when the story's `parameters.a11y.test`
 * is 'error' (the workbench default) and there is a violation, 'warning' for 'todo'. Outside the
 * Storybook Vitest plugin the addon does not throw, so the visual suite reads the reports here,
 * after its screenshots (a failing story still gets its baselines compared).
 */

/** One axe violation, as much of it as the message needs. */
type Violation = {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl?: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
};
/** A report of Storybook's ReporterAPI (storybook/preview-api). */
type Report = { type: string; status: string; result?: unknown };

/**
 * Takes the story's reports (`composedStory.reporting.reports`); returns an Error listing every
 * violation of a failed a11y report (rule, impact, help, each node's selector, HTML and summary),
 * or `undefined` when no a11y report failed.
 */
export function a11yFailure(reports: readonly Report[]): Error | undefined {
  const failed = reports.filter((report) => report.type === 'a11y' && report.status === 'failed');
  if (failed.length === 0) return undefined;
  const lines: string[] = [];
  for (const report of failed) {
    const result = (report.result ?? {}) as { violations?: Violation[]; error?: unknown };
    if (result.error !== undefined) {
      lines.push(`axe did not run: ${result.error instanceof Error ? result.error.message : JSON.stringify(result.error)}`);
      continue;
    }
    for (const violation of result.violations ?? []) {
      lines.push(
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}${violation.helpUrl ? ` ${violation.helpUrl}` : ''}`,
      );
      for (const node of violation.nodes) {
        lines.push(`  at ${node.target.map(String).join(' ')}: ${node.html}`);
        if (node.failureSummary) lines.push(...node.failureSummary.split('\n').map((line) => `    ${line}`));
      }
    }
  }
  return new Error(`Accessibility (axe, parameters.a11y.test = 'error'):\n${lines.join('\n')}`);
}
