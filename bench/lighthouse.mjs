// Lighthouse mobile performance (and accessibility) scores of /, /activities and /championship.
// Start the product first (`npm start`, or set LH_URL), then: node bench/lighthouse.mjs
// Uses Debian's Chromium; requests to other hosts (map tiles) are blocked, as in the tests.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = process.env.LH_URL ?? 'http://localhost:3000';
const pages = ['/', '/activities', '/championship'];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
try {
  for (const page of pages) {
    const result = await lighthouse(
      base + page,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
        blockedUrlPatterns: ['*openstreetmap.org*', '*stripe.com*'],
      },
      undefined, // the default config is the mobile one (Moto G power, slow 4G)
    );
    const { categories, audits } = result.lhr;
    rows.push({
      page,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      seo: Math.round(categories.seo.score * 100),
      largestContentfulPaintMs: Math.round(audits['largest-contentful-paint'].numericValue),
      totalBlockingTimeMs: Math.round(audits['total-blocking-time'].numericValue),
    });
  }
} finally {
  await chrome.kill();
}
console.table(rows);
writeFileSync(
  new URL('./results/lighthouse.json', import.meta.url),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), formFactor: 'mobile', base, rows }, null, 2)}\n`,
);
