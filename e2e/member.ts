import type { Page } from 'playwright-core';

/**
 * Closes the first-visit welcome if it opens. It loads just after the member's own data, so its
 * absence is only sure once the account menu is there and a moment has passed.
 */
export async function leaveWelcome(page: Page) {
  await page.getByTestId('account-menu').waitFor();
  const welcome = page.getByTestId('welcome-modal');
  await welcome.waitFor({ timeout: 3000 }).catch(() => undefined);
  if (!(await welcome.count())) return;
  await welcome.getByRole('button', { name: "Let's Go" }).click();
  await welcome.waitFor({ state: 'hidden' });
}
