#!/usr/bin/env node
/**
 * Lighthouse on the production build with the demo API (issue 11): reports performance,
 * accessibility and best-practices scores and CLS for the login and dashboard routes, in
 * Debian's Chromium. Targets: performance ≥ 95, accessibility 100, CLS 0. Prints a table; with
 * --strict exits 1 when a target is missed. `--no-build` reuses apps/game/dist.
 */
import { execSync, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4420);
const base = `http://127.0.0.1:${port}`;
if (!process.argv.includes('--no-build')) execSync('pnpm --filter @imperio/game build', { stdio: 'inherit' });

const server = spawn('npx', ['tsx', 'server/index.ts'], { cwd: 'apps/game', env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true });
for (let i = 0; i < 60; i++) {
  try {
    if ((await fetch(`${base}/api/auth/`)).ok) break;
  } catch {
    // not up yet
  }
  await sleep(500);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const options = {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
  formFactor: 'desktop',
  screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
  throttlingMethod: 'simulate',
};

async function audit(name, url, extra = {}) {
  const result = await lighthouse(url, { ...options, ...extra });
  const { categories, audits } = result.lhr;
  return {
    route: name,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    'best-practices': Math.round(categories['best-practices'].score * 100),
    CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    LCP_ms: Math.round(audits['largest-contentful-paint'].numericValue),
  };
}

const rows = [];
try {
  rows.push(await audit('login (/)', `${base}/`));
  // Log in inside the same browser profile, then audit the dashboard without clearing storage.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.locator('input[name=username]').fill('demo');
  await page.locator('input[name=password]').fill('imperio');
  await page.locator('button[type=submit]').click();
  await page.locator('nav').first().waitFor();
  await page.close();
  rows.push(await audit('dashboard', `${base}/dashboard`, { disableStorageReset: true }));
} finally {
  await chrome.kill();
  try {
    process.kill(-server.pid);
  } catch {
    server.kill();
  }
}

console.table(rows);
const missed = rows.filter((r) => r.performance < 95 || r.accessibility < 100 || r.CLS > 0);
if (missed.length) console.warn(`Targets missed on: ${missed.map((r) => r.route).join(', ')} (performance ≥ 95, accessibility 100, CLS 0).`);
if (missed.length && process.argv.includes('--strict')) process.exit(1);
