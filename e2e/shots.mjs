import { chromium } from '@playwright/test';
const base = 'http://localhost:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const login = await (await fetch(`${base}/api/superadmin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@champions.cz', password: 'Champions123!' }) })).json();
const pages = process.argv.slice(2);
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
  const context = await browser.newContext({ viewport, locale: 'cs-CZ' });
  await context.addInitScript((token) => { localStorage.setItem('champions.token.superadmin', token); }, login.token);
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(base + path);
    await page.waitForTimeout(1500);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const file = `/tmp/shots/${name}${path.replace(/\//g, '_')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file, 'overflow', overflow);
  }
  await context.close();
}
await browser.close();
