#!/usr/bin/env node
/**
 * Takes headless-Chromium screenshots, for looking at what we build.
 * Usage: node scripts/screenshot.mjs <url> <out.png> [--login] [--theme=light] [--locale=en] [--width=1280] [--height=900] [--full]
 * --login logs in as the demo commander first (the URL must be on the app's server).
 */
import { chromium } from 'playwright';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const [url, out, ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [--login] [--theme=light] [--locale=en] [--full]');
  process.exit(2);
}
const opt = Object.fromEntries(flags.map((f) => f.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? true]));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const page = await browser.newPage({ viewport: { width: Number(opt.width ?? 1280), height: Number(opt.height ?? 900) } });
const origin = new URL(url).origin;
await page.goto(origin + '/');
await page.evaluate(
  ({ theme, locale }) => {
    localStorage.setItem('imperio.theme', theme);
    localStorage.setItem('imperio.locale', locale);
  },
  { theme: opt.theme === 'light' ? 'light' : 'dark', locale: opt.locale === 'en' ? 'en' : 'es' },
);
if (opt.login) {
  await page.goto(origin + '/');
  await page.locator('input[name=username]').fill('demo');
  await page.locator('input[name=password]').fill('imperio');
  await page.locator('button[type=submit]').click();
  await page.locator('nav:visible').first().waitFor();
}
await page.goto(url);
await page.waitForTimeout(Number(opt.wait ?? 1500));
await page.screenshot({ path: out, fullPage: Boolean(opt.full) });
await browser.close();
console.log(out);
