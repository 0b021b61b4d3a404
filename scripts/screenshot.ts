// Full-page screenshots of a URL, cut into parts of at most 1400 px so each can be looked at:
//   npx tsx scripts/screenshot.ts URL OUT_PREFIX [WIDTH]   ->  OUT_PREFIX-0.png, OUT_PREFIX-1.png, ...
import { launchBrowser } from '../e2e/browser.ts';

const [url, prefix, width] = process.argv.slice(2);
const browser = await launchBrowser();
// Reduced motion: transitions are drawn complete, not caught halfway in.
const page = await browser.newPage({
  viewport: { width: Number(width ?? 1280), height: 900 },
  reducedMotion: 'reduce',
});
page.on('pageerror', (e) => console.log('pageerror:', e.message));
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await page.goto(url!, { waitUntil: 'networkidle' });
await page.waitForTimeout(400);
const height = await page.evaluate(() => document.documentElement.scrollHeight);
const viewportWidth = page.viewportSize()!.width;
for (let y = 0, i = 0; y < height; y += 1400, i++) {
  await page.screenshot({
    path: `${prefix}-${i}.png`,
    fullPage: true,
    clip: { x: 0, y, width: viewportWidth, height: Math.min(1400, height - y) },
  });
  console.log(`${prefix}-${i}.png`);
}
await browser.close();
