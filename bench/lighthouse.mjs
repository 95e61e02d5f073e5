// Lighthouse mobile performance (and accessibility) scores and layout shift (CLS) of /, /activities,
// /championship, /venues and the detail pages of an activity and its venue, as a Czech visitor opens them, and of
// the English twins of / and /activities.
// Start the product first (`npm start`, or set LH_URL), then: node bench/lighthouse.mjs
// LH_ONLY=<regular expression> measures only the pages it matches (LH_ONLY=^/activities/ the activity) and prints
// them without writing the results, which stay those of every page.
// Uses Debian's Chromium; requests to other hosts (map tiles) are blocked, as in the tests.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = process.env.LH_URL ?? 'http://localhost:3000';
const found = await fetch(`${base}/api/public/activities?search=hatha&limit=1`).then((res) => res.json());
const sample = found.activities[0];
const only = process.env.LH_ONLY ? new RegExp(process.env.LH_ONLY) : null;
const pages = [
  '/',
  '/activities',
  '/championship',
  '/venues',
  ...(sample ? [`/activities/${sample.id}`, `/venues/${sample.venue.id}`] : []),
  // the English twins, opened at their own addresses (an English visitor's every page after the first)
  '/en',
  '/en/activities',
].filter((page) => !only || only.test(page));
// A Czech visitor: Chromium's own language is en-US, and the server sends a first visit from an English
// browser to the page's English twin (a redirect and the English texts), which these Czech rows must not measure.
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--lang=cs-CZ',
    '--accept-lang=cs-CZ,cs',
  ],
});
const RUNS = Number(process.env.LH_RUNS ?? 3);

/** One Lighthouse run of a page; null when the run failed (a score Lighthouse could not compute). */
async function measure(page) {
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
  if (categories.performance.score === null) return null;
  return {
    page,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    seo: Math.round(categories.seo.score * 100),
    firstContentfulPaintMs: Math.round(audits['first-contentful-paint'].numericValue),
    largestContentfulPaintMs: Math.round(audits['largest-contentful-paint'].numericValue),
    totalBlockingTimeMs: Math.round(audits['total-blocking-time'].numericValue),
    cumulativeLayoutShift: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  };
}

// Lighthouse advises the median of several runs; the row of the median performance score is kept.
const rows = [];
// The blocking time is the CPU time this machine took, times four: a busy machine scores lower.
const loadBefore = loadavg()[0];
try {
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const row = await measure(page);
      if (row) runs.push(row);
    }
    if (runs.length === 0) throw new Error(`Lighthouse could not measure ${page}`);
    runs.sort((a, b) => a.performance - b.performance);
    rows.push({ ...runs[Math.floor(runs.length / 2)], runs: runs.length });
  }
} finally {
  await chrome.kill();
}
console.table(rows);
if (!only)
  writeFileSync(
    new URL('./results/lighthouse.json', import.meta.url),
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        formFactor: 'mobile',
        base,
        runsPerPage: RUNS,
        loadAverage: [loadBefore, loadavg()[0]].map((load) => Number(load.toFixed(1))),
        rows,
      },
      null,
      2,
    )}\n`,
  );
