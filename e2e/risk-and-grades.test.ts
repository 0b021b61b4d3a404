import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './accessibility.js';
import { SCREENSHOTS, useE2eEnvironment } from './environment.js';
import { editorPage as signedInEditor } from './staff.js';

/**
 * Security Scorecard and a Statuspage page played on loopback: acme-cloud.example scores B, the
 * status page reports a minor outage; anything else is unknown.
 */
const STUB: Record<string, object> = {
  '/companies/acme-cloud.example': { grade: 'B' },
  '/api/v2/summary.json': { status: { indicator: 'minor', description: 'Partial API slowdown' } },
};
const scorecard = http.createServer((request, response) => {
  const known = STUB[request.url ?? ''];
  response
    .writeHead(known ? 200 : 404, { 'content-type': 'application/json' })
    .end(JSON.stringify(known ?? { error: { message: 'Not found' } }));
});
await new Promise<void>((resolve) => scorecard.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => scorecard.close(() => resolve())));

const stubUrl = `http://127.0.0.1:${(scorecard.address() as AddressInfo).port}`;
const env = useE2eEnvironment({
  SECURITYSCORECARD_API_URL: stubUrl,
  INTEGRATION_ALLOW_PRIVATE_HOSTS: 'true',
});

const editorPage = () => signedInEditor(env.browser, env.server.baseUrl);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });

describe('risk profile and security grades', () => {
  it('answers the risk profile in the drawer; choosing an answer again clears it; visitors read it', async () => {
    const page = await editorPage();
    const card = page.getByTestId('card-risk_profile');
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Expand Risk Profile' }).click();
    const drawer = page.getByRole('dialog', { name: 'Risk Profile' });
    await drawer.getByText('Restricted').waitFor();
    await drawer.getByRole('button', { name: 'Edit' }).click();

    const impact = drawer.getByRole('group', { name: 'Impact' });
    await impact.getByRole('button', { name: 'Severe' }).click();
    const hosting = drawer.getByRole('group', { name: 'Hosting' });
    await hosting.getByRole('button', { name: 'Major cloud provider' }).click();
    expect(await hosting.getByRole('button', { name: 'No Answer' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const recovery = drawer.getByRole('group', { name: 'Recovery point' });
    await recovery.getByRole('button', { name: '24-48 hours' }).click();
    const time = drawer.getByRole('group', { name: 'Recovery time' });
    // The demo's recovery time is a custom 4 hours: choosing Custom again clears it, a third time starts at 12 hours.
    expect(await time.getByRole('textbox', { name: 'Recovery time: number' }).inputValue()).toBe('4');
    await time.getByRole('button', { name: 'Custom' }).click();
    expect(await time.getByRole('textbox', { name: 'Recovery time: number' }).count()).toBe(0);
    await time.getByRole('button', { name: 'Custom' }).click();
    expect(await time.getByRole('textbox', { name: 'Recovery time: number' }).inputValue()).toBe('12');
    await time.getByRole('textbox', { name: 'Recovery time: number' }).fill('30');
    await time.getByLabel('Recovery time: unit').click();
    await page.getByRole('option', { name: 'minutes' }).click();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await shot(page, 'risk-profile-editor-1280');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Risk profile saved').waitFor();
    await drawer.getByText('30 minutes').waitFor();

    const visitor = await env.browser.newPage({ viewport: { width: 390, height: 900 } });
    await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    const visitorCard = visitor.getByTestId('card-risk_profile');
    await visitorCard.scrollIntoViewIfNeeded();
    await visitorCard.getByText('Severe').waitFor();
    await visitorCard.getByText('30 minutes').waitFor();
    expect(await visitorCard.getByText('Major cloud provider').count()).toBe(0);
    await shot(visitor, 'risk-profile-visitor-390');
    await visitor.close();
    await page.context().close();
  });

  it('adds a grade with a wrong value and fixes it; Get Grade reads Security Scorecard', async () => {
    const page = await editorPage();
    const card = page.getByTestId('card-security_grades');
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Expand Security Grades' }).click();
    const drawer = page.getByRole('dialog', { name: 'Security Grades' });
    await drawer.getByText('BitSight rating').waitFor();
    await drawer.getByRole('button', { name: 'Edit' }).click();

    await drawer.getByRole('button', { name: 'Add grade' }).click();
    const entry = drawer.getByRole('group', { name: 'Grade 5' });
    await entry.getByLabel('Provider').click();
    await page.getByRole('option', { name: 'CyberVadis' }).click();
    await entry.getByRole('textbox', { name: 'Display Name' }).fill('CyberVadis — évaluation');
    const added = drawer.getByRole('group', { name: 'CyberVadis — évaluation' });
    await added.getByRole('textbox', { name: 'Grade' }).fill('1200');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await added.getByText('Invalid grade.').waitFor();
    await added.getByRole('textbox', { name: 'Grade' }).fill('720');

    // Security Scorecard: an unknown domain fails on the domain field; the right one reads B.
    const ssc = drawer.getByRole('group', { name: 'Security Scorecard' });
    await ssc.getByRole('textbox', { name: 'Domain' }).fill('unknown-company.example');
    await ssc.getByRole('button', { name: 'Get Grade' }).click();
    await ssc.getByText('Domain is invalid. Please try a different name.').waitFor();
    expect(await ssc.getByRole('textbox', { name: 'Grade' }).inputValue()).toBe('');
    await ssc.getByRole('textbox', { name: 'Domain' }).fill('acme-cloud.example');
    await ssc.getByRole('button', { name: 'Get Grade' }).click();
    await expect.poll(() => ssc.getByRole('textbox', { name: 'Grade' }).inputValue()).toBe('B');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await shot(page, 'security-grades-editor-1280');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Security grades saved').waitFor();

    const visitor = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    const visitorCard = visitor.getByTestId('card-security_grades');
    await visitorCard.scrollIntoViewIfNeeded();
    await visitorCard.getByText('Grade B').waitFor();
    await visitorCard.getByRole('button', { name: 'Expand Security Grades' }).click();
    await visitor
      .getByRole('dialog', { name: 'Security Grades' })
      .getByText('CyberVadis — évaluation')
      .waitFor();
    await shot(visitor, 'security-grades-visitor-1280');
    await visitor.close();
    await page.context().close();
  });

  it('connects a status page in the staff area and shows its indicator on the portal', async () => {
    const page = await editorPage();
    await page.goto(`${env.server.baseUrl}/app/integrations`, { waitUntil: 'networkidle' });
    const statuspage = page.getByRole('region', { name: 'Statuspage' });
    await statuspage
      .getByRole('textbox', { name: 'Status page link' })
      .fill('https://status.acme.example/page?x=1');
    await statuspage.getByRole('button', { name: 'Connect' }).click();
    await statuspage
      .getByText('Please enter the address of a Statuspage page, e.g. https://status.acme.com')
      .waitFor();
    await statuspage.getByRole('textbox', { name: 'Status page link' }).fill(stubUrl);
    await statuspage.getByRole('button', { name: 'Connect' }).click();
    await statuspage.getByText('Connected', { exact: true }).waitFor();
    await statuspage.getByText(/Live data last read/).waitFor();
    expect(await seriousViolations(page, '[data-testid="integrations-page"]')).toEqual([]);
    await shot(page, 'integrations-1280');

    const visitor = await env.browser.newPage({ viewport: { width: 390, height: 900 } });
    await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    const infrastructure = visitor.getByTestId('card-infrastructure');
    await infrastructure.scrollIntoViewIfNeeded();
    await infrastructure.getByTestId('status-widget').getByText('Partial API slowdown').waitFor();
    await shot(visitor, 'status-widget-390');
    await visitor.close();
    await page.context().close();
  });

  it('re-orders the enabled sections from a row menu, combining overview and certifications', async () => {
    const page = await editorPage();
    await page.getByRole('button', { name: 'Re-order sections' }).click();
    const dialog = page.getByRole('dialog', { name: /Re-order Trust Center sections/ });
    const rows = dialog.getByTestId('sortable-row');
    expect(await rows.count()).toBeGreaterThan(4);
    await dialog.getByRole('button', { name: 'Actions for Knowledge base' }).click();
    await page.getByRole('menuitem', { name: 'Move to top' }).click();
    expect((await rows.first().textContent())?.trim()).toContain('Knowledge base');
    await dialog.getByRole('button', { name: 'Actions for Overview' }).click();
    await page.getByRole('menuitem', { name: 'Combine overview and certifications' }).click();
    await dialog.getByText('Overview and certifications').waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await shot(page, 'reorder-sections-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated section order').waitFor();
    const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())?.y ?? Infinity;
    await expect
      .poll(async () => (await top('card-knowledge-base')) < (await top('card-overview')))
      .toBe(true);
    await page.context().close();
  });
});
