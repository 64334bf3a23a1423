/**
 * `pnpm contract`: writes docs/openapi.json. `pnpm contract:verify` (`--verify`): regenerates in
 * memory and exits 1 when the committed file differs (CI: the contract is stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractCalls } from './calls';
import { openApiText } from './openapi';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'openapi.json');
const text = openApiText();

if (process.argv.includes('--verify')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== text) {
    console.error('docs/openapi.json is stale: the client code changed the contract. Run `pnpm contract` and commit the file.');
    process.exit(1);
  }
  console.info(`docs/openapi.json is up to date (${contractCalls.length} calls).`);
} else {
  writeFileSync(target, text);
  console.info(`Wrote docs/openapi.json (${contractCalls.length} calls).`);
}
