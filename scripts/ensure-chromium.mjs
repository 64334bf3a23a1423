#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is there before browser tests run (no test tool may download a
 * browser here). Installs it with apt-get when running as root; otherwise says exactly how.
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("Chromium is missing: installing Debian's chromium and fonts (apt-get)…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', { stdio: 'inherit' });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Chromium was not found at ${path}. Install Debian's package and run again:\n\n` +
    '  sudo apt-get update && sudo apt-get install -y chromium fonts-dejavu-core\n\n' +
    'or point CHROMIUM_PATH at an existing Chromium binary.',
);
process.exit(1);
