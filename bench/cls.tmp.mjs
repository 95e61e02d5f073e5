import { chromium } from 'playwright-core';
const [base, path] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.route(/tile\.openstreetmap/, (r) => r.abort());
await page.addInitScript(() => {
  const store = { total: 0, sources: [], t0: performance.now() };
  window.__cls = store;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      store.total += e.value;
      for (const s of e.sources ?? []) store.sources.push(`${Math.round(e.startTime)}ms ${e.value.toFixed(3)} ${s.node?.nodeName}.${s.node?.className ?? ''} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(base + path);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(800);
console.log(JSON.stringify(await page.evaluate(() => window.__cls), null, 1));
await browser.close();
