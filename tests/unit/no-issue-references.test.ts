import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { ISSUE_REFERENCES, noIssueReferences } from '../../scripts/eslint/no-issue-references.mjs';

// RuleTester declares its cases through the test framework's describe/it.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });
const error = (reference: string) => ({ messageId: 'issueNumber', data: { reference } });

describe('local/no-issue-references', () => {
  tester.run('no-issue-references', noIssueReferences, {
    valid: [
      '// The refresh runs once: two tabs share one lease.',
      '/** Colour #3b82f6 for transports; React error #130 means an undefined component. */\nconst a = 1;',
      "const text = 'issue 31'; // strings are not comments",
      'const el = <div>{/* the four items of the queue */}</div>;',
    ],
    invalid: [
      { code: '// Fixes issue 31.\nconst a = 1;', errors: [error('issue 31')] },
      { code: '/** The shell (item 4 of issue 16): twelve links. */\nfunction f() {}', errors: [error('item 4')] },
      { code: 'const b = 2; // see #123', errors: [error('#123')] },
      { code: 'const el = <div>{/* PR 12 moved this */}</div>;', errors: [error('PR 12')] },
      { code: '// issue 3\n// unrelated\n/* items 1 and 5 */', errors: [error('issue 3'), error('items 1')] },
    ],
  });

  it('counts every reference in a text, for pnpm metrics', () => {
    expect('issue 31, item 4 and (#7); React error #130'.match(ISSUE_REFERENCES)).toEqual(['issue 31', 'item 4', '#7']);
  });
});
