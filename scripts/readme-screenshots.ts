// The README's screenshots, from a running demo (npm start):
//   npx tsx scripts/readme-screenshots.ts [BASE_URL]   ->  docs/screenshots/*.png
import { launchBrowser } from '../e2e/browser.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = (name: string) => `docs/screenshots/${name}.png`;
const browser = await launchBrowser();

const shoot = async (url: string, name: string, width: number, height: number) => {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: out(name) });
  await page.close();
};
await shoot(`${base}/acme`, 'portal-1280', 1280, 800);
await shoot(`${base}/acme`, 'portal-390', 390, 844);

const staff = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await staff.goto(`${base}/sign-in`, { waitUntil: 'networkidle' });
await staff.getByLabel('Email').fill('admin@acme.example');
await staff.getByRole('textbox', { name: 'Password' }).fill('acme-demo-2026');
await staff.getByRole('button', { name: 'Sign in' }).click();
await staff.waitForURL(/\/app\//);
for (const section of ['requests', 'accounts']) {
  await staff.goto(`${base}/app/${section}`, { waitUntil: 'networkidle' });
  await staff.waitForTimeout(400);
  await staff.screenshot({ path: out(`staff-${section}-1280`) });
}
await browser.close();
