// Screenshots of staff pages, signed in as the demo editor, at 390 and 1280 px:
//   npx tsx scripts/staff-screenshots.ts BASE_URL OUT_PREFIX [PATHS]
//   e.g. npx tsx scripts/staff-screenshots.ts http://localhost:3000 /tmp/staff /app/accounts,/app/analytics
import { launchBrowser } from '../e2e/browser.ts';
import { ACME_ADMIN, DEMO_STAFF_PASSWORD } from '../apps/server/src/db/seed/demo-people.ts';

const [base, prefix, paths] = process.argv.slice(2);
const pages = (paths ?? '/app,/app/requests,/app/accounts,/app/documents,/app/analytics,/app/activity').split(
  ',',
);
const browser = await launchBrowser();
for (const width of [390, 1280]) {
  // Reduced motion: charts and transitions are drawn complete, not caught halfway in.
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console:', page.url(), m.text()));
  await page.goto(`${base}/sign-in`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(ACME_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const file = `${prefix}${path.replace(/\//g, '_')}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
