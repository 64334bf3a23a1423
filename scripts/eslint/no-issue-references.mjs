/**
 * ESLint rule `local/no-issue-references`: a comment gives the reason, never a number in our
 * tracker that a reader outside cannot look up (house rules in docs/DEVELOPING.md). The test
 * (tests/unit/no-issue-references.test.ts) lists what it rejects and what it lets through;
 * another project's number with its name (a React error code) is fine. `pnpm metrics` counts
 * with the same pattern.
 */

/**
 * One reference to our tracker in a comment's text: the words issue, item, PR, pull request or
 * ticket (singular or plural) followed by a number, with or without a hash; and a bare hash
 * with a number (not part of a word, a hex colour or an HTML entity, and not after the word
 * error).
 */
export const ISSUE_REFERENCE = /\b(?:issues?|items?|PRs?|pull requests?|tickets?)\s+#?\d+\b|(?<![\w&#/-])(?<!\berror\s)#\d+\b(?![\w-])/i;

/** Same pattern, global: every reference in a text (for counting). */
export const ISSUE_REFERENCES = new RegExp(ISSUE_REFERENCE.source, 'gi');

/** @type {import('eslint').Rule.RuleModule} */
export const noIssueReferences = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments give the reason, not an issue or item number of our tracker.' },
    schema: [],
    messages: {
      issueNumber: "Comment names '{{reference}}': write the reason instead (readers outside the tracker cannot look it up).",
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = ISSUE_REFERENCE.exec(comment.value);
          if (match)
            context.report({ loc: comment.loc ?? { line: 1, column: 0 }, messageId: 'issueNumber', data: { reference: match[0] } });
        }
      },
    };
  },
};

/** The local plugin, for `plugins: { local: localPlugin }` in eslint.config.js. */
export const localPlugin = { rules: { 'no-issue-references': noIssueReferences } };
