import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useE2eEnvironment } from './environment.js';
import { editorPage as signedInEditor } from './staff.js';

const env = useE2eEnvironment();

/** The demo's administrator on the Acme portal (see staff.ts). */
const editorPage = (permissions: string[] = []) =>
  signedInEditor(env.browser, env.server.baseUrl, permissions);
const gridKinds = (page: Page) =>
  page
    .getByTestId('card-grid')
    .locator('section')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')));

/** A pointer drag, in steps, as a person does it. */
async function drag(page: Page, from: ReturnType<Page['locator']>, to: ReturnType<Page['locator']>) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(
      a.x + ((b.x + b.width / 2 - a.x) * i) / 12,
      a.y + ((b.y + b.height / 2 - a.y) * i) / 12,
    );
  await page.mouse.up();
}

describe('editing the trust centre', () => {
  it('re-orders cards and documents by drag and drop; visitors see the new order', async () => {
    const page = await editorPage();
    const before = await gridKinds(page);
    await page.getByRole('button', { name: 'Re-order cards' }).click();
    const dialog = page.getByRole('dialog', { name: 'Re-order cards' });
    const save = dialog.getByRole('button', { name: 'Save order' });
    expect(await save.isDisabled()).toBe(true);
    const rows = dialog.getByTestId('sortable-row');
    await drag(page, rows.nth(0).getByRole('button', { name: /^Drag / }), rows.nth(1));
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText('Updated card order for platform product').waitFor();
    await expect.poll(() => gridKinds(page)).toEqual([before[1], before[0], ...before.slice(2)]);

    // Documents: drag a non-featured document into the Featured column.
    await page.getByTestId('card-documents').getByRole('button', { name: 'Actions for Documents' }).click();
    await page.getByRole('menuitem', { name: 'Reorder items' }).click();
    const reorder = page.getByRole('dialog', { name: 'Reorder items: Documents' });
    const featured = reorder.getByTestId('column-featured');
    const others = reorder.getByTestId('column-others');
    const moving = (await others.getByTestId('sortable-row').first().textContent())!.trim();
    await drag(
      page,
      others
        .getByTestId('sortable-row')
        .first()
        .getByRole('button', { name: /^Drag / }),
      featured.getByTestId('sortable-row').last(),
    );
    await expect.poll(() => featured.getByText(moving, { exact: true }).count()).toBe(1);
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'editor-reorder-documents-1280.png'),
      animations: 'disabled',
    });
    await reorder.getByRole('button', { name: 'Save order' }).click();
    await page.getByText("Updated Documents card item's order").waitFor();

    const visitor = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    // Visitors see the same order, without the cards hidden from them (the editor sees those marked).
    const hidden = await page
      .getByTestId('card-grid')
      .locator('section[data-hidden]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')));
    expect(await gridKinds(visitor)).toEqual(
      [before[1], before[0], ...before.slice(2)].filter((kind) => !hidden.includes(kind ?? null)),
    );
    await visitor.getByTestId('featured-documents').getByText(moving, { exact: true }).waitFor();
  });

  it('hides a card, which vanishes for visitors and shows its eye-off mark to the editor', async () => {
    const page = await editorPage();
    await page.getByTestId('card-policies').getByRole('button', { name: 'Actions for Policies' }).click();
    await page.getByRole('menuitem', { name: 'Hide card' }).click();
    await page.getByText('Card hidden in Trust Center').waitFor();
    await page.getByTestId('card-policies').getByLabel('Hidden card').waitFor();
    const visitor = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    await visitor.getByTestId('card-grid').waitFor();
    expect(await visitor.getByTestId('card-policies').count()).toBe(0);
    await page.getByTestId('card-policies').getByRole('button', { name: 'Actions for Policies' }).click();
    await page.getByRole('menuitem', { name: 'Show card' }).click();
    await page.getByText('Card shown in Trust Center').waitFor();
    // Hiding can be taken back from its toast (the earlier toasts dismissed, so there is one Undo).
    const dismiss = page.getByRole('button', { name: 'Dismiss' });
    while ((await dismiss.count()) > 0) await dismiss.first().click();
    await page.getByTestId('card-policies').getByRole('button', { name: 'Actions for Policies' }).click();
    await page.getByRole('menuitem', { name: 'Hide card' }).click();
    await page.getByTestId('card-policies').getByLabel('Hidden card').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByTestId('card-policies').getByLabel('Hidden card').count()).toBe(0);
    // Both changes are in the activity log, with who made them.
    await page.goto(`${env.server.baseUrl}/app/activity`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByTestId('activity-page').getByText('Maya Chen changed the policies card').count())
      .toBeGreaterThanOrEqual(2);
    // What changed is spelled out, field by field.
    await page.getByTestId('activity-changes').getByText('Hidden:').first().waitFor();
  });

  it('edits an item: a validation error first, then the fix is saved and shown', async () => {
    const page = await editorPage();
    await page
      .getByTestId('card-data_security')
      .getByRole('button', { name: 'Expand Data Security' })
      .click();
    const drawer = page.locator('.mantine-Drawer-content');
    await drawer.getByRole('button', { name: 'Edit' }).click();
    const item = drawer.getByTestId('edit-item-Encryption at Rest');
    await item.getByLabel('Link').fill('not a link');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await item.getByText('Please enter a valid URL.').waitFor();
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'editor-item-error-1280.png'),
      animations: 'disabled',
    });
    // Leaving with unsaved changes asks first.
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Keep editing' })
      .click();
    await item.getByLabel('Link').fill('https://acme.example/encryption');
    await item.getByLabel('Answer for Encryption at Rest').click();
    await page.getByRole('option', { name: 'Partially' }).click();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved').waitFor();
    const shown = drawer.getByTestId(/^item-/).filter({ hasText: 'Encryption at Rest' });
    expect(await shown.getByTestId('item-choice').textContent()).toBe('Partially');
    await shown.getByText('More details...').click();
    await shown.getByRole('link', { name: /acme\.example\/encryption/ }).waitFor();
  });

  it("links a new document through 'Upload a new document', which opens the upload screen in a new tab", async () => {
    const page = await editorPage();
    await page
      .getByTestId('card-reports')
      .getByRole('button', { name: /^Expand / })
      .click();
    const drawer = page.locator('.mantine-Drawer-content');
    await drawer.getByRole('button', { name: 'Edit' }).click();
    const [upload] = await Promise.all([
      page.context().waitForEvent('page'),
      drawer
        .getByRole('link', { name: /Upload a new document/ })
        .first()
        .click(),
    ]);
    await upload.getByRole('dialog', { name: 'Upload documents' }).waitFor();
    expect(new URL(upload.url()).pathname).toBe('/app/documents');
    await upload.close();
    // The edit form is still open, with nothing lost.
    await drawer.getByRole('button', { name: 'Save' }).waitFor();
  });

  it('creates a custom URL that opens the item for a visitor', async () => {
    const page = await editorPage();
    await page
      .getByTestId('card-data_security')
      .getByRole('button', { name: 'Expand Data Security' })
      .click();
    const drawer = page.locator('.mantine-Drawer-content');
    await drawer.getByRole('button', { name: 'Actions for Encryption in Transit' }).click();
    await page.getByRole('menuitem', { name: 'Create custom URL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Custom URL: Encryption in Transit' });
    const slug = dialog.getByLabel('URL slug');
    expect(await slug.inputValue()).toBe('encryption-in-transit');
    await slug.fill('Bad Slug');
    await dialog
      .getByText('Invalid url slug, only lowercase letters, numbers and hyphens are allowed')
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await slug.fill('tls');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Successfully created custom URL for Encryption in Transit').waitFor();

    const visitor = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${env.server.baseUrl}/acme/item/tls`, { waitUntil: 'networkidle' });
    await visitor.locator('[data-focused]').getByText('Encryption in Transit').waitFor();

    // Acme has several products: the link to copy names the product (editor spec section 3).
    await drawer.getByRole('button', { name: 'Actions for Encryption in Transit' }).click();
    await page.getByRole('menuitem', { name: 'Create custom URL' }).click();
    await dialog.getByText(`${env.server.baseUrl}/acme/product/platform/tls`).waitFor();
    await visitor.goto(`${env.server.baseUrl}/acme/product/platform/tls`, { waitUntil: 'networkidle' });
    await visitor.locator('[data-focused]').getByText('Encryption in Transit').waitFor();
  });

  it('re-orders cards with the keyboard alone', async () => {
    const page = await editorPage();
    const before = await gridKinds(page);
    await page.getByRole('button', { name: 'Re-order cards' }).click();
    const dialog = page.getByRole('dialog', { name: 'Re-order cards' });
    const rows = dialog.getByTestId('sortable-row');
    const first = (await rows.nth(0).textContent())!.trim();
    // dnd-kit's keyboard sensor: Space picks the row up, ArrowDown moves it, Space drops it.
    await rows
      .nth(0)
      .getByRole('button', { name: /^Drag / })
      .focus();
    for (const key of ['Space', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expect.poll(async () => (await rows.nth(1).textContent())!.trim()).toBe(first);
    await dialog.getByRole('button', { name: 'Save order' }).click();
    await page.getByText('Updated card order for platform product').waitFor();
    await expect.poll(() => gridKinds(page)).toEqual([before[1], before[0], ...before.slice(2)]);
  });

  it("guides editors: Best Practices with a template to download, an example to copy, and the certification's logo", async () => {
    const page = await editorPage(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('card-reports').getByRole('button', { name: 'Expand Reports' }).click();
    const drawer = page.locator('.mantine-Drawer-content');
    await drawer.getByRole('button', { name: 'Edit' }).click();
    const pentest = drawer.getByTestId('edit-item-Penetration Test Summary');
    await pentest
      .getByTestId('best-practices')
      .getByText('Share an executive summary letter publicly')
      .waitFor();
    const download = page.waitForEvent('download');
    await pentest.getByRole('link', { name: 'Download Template' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('Acme-Cloud-Penetration-Test-Executive-Summary.md');
    const text = await new Response((await template.createReadStream()) as unknown as ReadableStream).text();
    expect(text).toMatch(/^# Acme Cloud Penetration Test Executive Summary/);
    await pentest.getByRole('button', { name: 'See example' }).click();
    await page.bringToFront(); // the clipboard answers only the focused page
    await page.waitForFunction(() => document.hasFocus());
    await pentest
      .getByTestId('example-explanation')
      .getByText('An independent firm tests the platform')
      .waitFor();
    await pentest.getByTestId('example-explanation').getByRole('button', { name: 'Copy' }).click();
    await pentest.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      'An independent firm tests the platform',
    );
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Escape');

    // The logo follows the auditor: a known firm gets its variant, and visitors see it.
    await page.getByTestId('card-certifications').getByRole('button', { name: 'SOC 2 Type II' }).click();
    await drawer.getByRole('button', { name: 'Edit' }).click();
    const soc = drawer.getByTestId('edit-item-SOC 2 Type II');
    await soc.getByLabel('Auditor').fill('Schellman & Company');
    await expect.poll(() => soc.getByTestId('logo-preview').getAttribute('data-variant')).toBe('schellman');
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'editor-item-guidance-1280.png'),
      animations: 'disabled',
    });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved').waitFor();
    // An uploaded logo replaces the built-in mark (saved at once, like a card icon).
    await drawer.getByRole('button', { name: 'Edit' }).click();
    const hipaa = drawer.getByTestId('edit-item-HIPAA');
    const chooser = page.waitForEvent('filechooser');
    await hipaa.getByRole('button', { name: 'Upload logo' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'hipaa.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#c2255c"/></svg>',
      ),
    });
    await page.getByText('Logo uploaded').waitFor();
    await expect.poll(() => hipaa.getByTestId('logo-preview').getAttribute('data-variant')).toBe('uploaded');
    await hipaa.screenshot({
      path: path.join(SCREENSHOTS, 'editor-certification-logo-1280.png'),
      animations: 'disabled',
    });
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    const visitor = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    const logo = visitor
      .getByTestId('card-certifications')
      .getByRole('button', { name: 'SOC 2 Type II' })
      .locator('img');
    expect(await logo.getAttribute('src')).toBe('/api/certification-logos/soc_2_type_2/schellman');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0); // the SVG loads and decodes
    const hipaaLogo = visitor
      .getByTestId('card-certifications')
      .getByRole('button', { name: 'HIPAA' })
      .locator('img');
    expect(await hipaaLogo.getAttribute('src')).toMatch(/\/api\/share\/acme\/assets\//);
  });

  it("offers 'Add Items' on a certifications card with nothing selected, opening it in edit mode", async () => {
    const page = await editorPage();
    const card = page.getByTestId('card-certifications');
    await card.getByRole('button', { name: 'Expand Certifications' }).click();
    const drawer = page.locator('.mantine-Drawer-content');
    await drawer.getByRole('button', { name: 'Edit' }).click();
    await drawer.getByTestId('edit-item-GDPR').waitFor();
    for (const item of await drawer.getByTestId(/^edit-item-/).all())
      await item.getByText('Not enabled', { exact: true }).click();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved').waitFor();
    await page.keyboard.press('Escape');
    await card.getByText("You haven't selected any certifications or compliance items").waitFor();
    await card.getByRole('button', { name: 'Add Items' }).click();
    await drawer.getByTestId('edit-item-GDPR').getByText('Enabled', { exact: true }).click();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved').waitFor();
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'GDPR' }).waitFor();
    expect(await card.getByRole('button', { name: 'Add Items' }).count()).toBe(0);
  });

  it('changes a card icon to an uploaded image and back to the default', async () => {
    const page = await editorPage();
    const card = page.getByTestId('card-legal');
    await card.waitFor();
    expect(await card.locator('img').count()).toBe(0); // the default icon is drawn, not an image
    await card.getByRole('button', { name: 'Actions for Legal' }).click();
    await page.getByRole('menuitem', { name: 'Change card icon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Legal' });
    await dialog.getByLabel('Use/Upload custom icon').check();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByLabel('Icon', { exact: true }).click();
    await (
      await chooser
    ).setFiles({
      name: 'scales.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" fill="#2f9e44"/></svg>',
      ),
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Card icon saved. The icon may take a few minutes to appear').waitFor();
    await expect
      .poll(() => card.locator('img').first().getAttribute('src'))
      .toMatch(/\/api\/share\/acme\/assets\//);

    await card.getByRole('button', { name: 'Actions for Legal' }).click();
    await page.getByRole('menuitem', { name: 'Change card icon' }).click();
    await dialog.getByLabel('Use default icon').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Card icon reset to default').waitFor();
    await expect.poll(() => card.locator('img').count()).toBe(0);
  });

  it('adds custom items in edit mode: the reuse warning, an unsaved one removed locally, then delete', async () => {
    const page = await editorPage();
    await page
      .getByTestId('card-data_security')
      .getByRole('button', { name: 'Expand Data Security' })
      .click();
    const drawer = page.locator('.mantine-Drawer-content');
    await drawer.getByTestId('card-drawer').waitFor();
    const itemsBefore = await drawer.getByTestId(/^item-/).count();
    await drawer.getByRole('button', { name: 'Add custom item' }).click();
    const draft = drawer.getByTestId('new-item');
    await draft.getByLabel('Title').fill('penetration test summary');
    await draft
      .getByText(
        'An item with this title already exists on the Reports card. Consider reusing it instead of creating a new one.',
      )
      .waitFor();
    await draft.getByLabel('Title').fill('Hardware Security Modules');
    await draft.getByLabel('Explanation').fill('Signing keys live in FIPS 140-2 Level 3 HSMs.');
    // A second new item, removed before saving: nothing is sent for it.
    await drawer.getByRole('button', { name: 'Add custom item' }).click();
    await expect.poll(() => drawer.getByTestId('new-item').count()).toBe(2);
    await drawer.getByTestId('new-item').nth(1).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => drawer.getByTestId('new-item').count()).toBe(1);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved').waitFor();
    const created = drawer.getByTestId(/^item-/).filter({ hasText: 'Hardware Security Modules' });
    await created.waitFor();
    expect(await drawer.getByTestId(/^item-/).count()).toBe(itemsBefore + 1);

    await drawer.getByRole('button', { name: 'Actions for Hardware Security Modules' }).click();
    await page.getByRole('menuitem', { name: 'Delete item' }).click();
    await page.getByRole('dialog', { name: 'Delete item' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => created.count()).toBe(0);
  });

  it('expands the documents card into one row per card with documents, each opening that card (for editors, to edit)', async () => {
    const page = await editorPage();
    await page.getByTestId('card-documents').getByRole('button', { name: 'Expand Documents' }).click();
    const sources = page.getByTestId('document-sources');
    await sources
      .getByTestId('document-source-reports')
      .getByText(/^\d+ documents?$/)
      .waitFor();
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'editor-document-sources-1280.png'),
      animations: 'disabled',
    });
    // A new documents-card item needs a document before it can be saved.
    const drawer0 = page.locator('.mantine-Drawer-content');
    await drawer0.getByRole('button', { name: 'Add custom item' }).click();
    const draft = drawer0.getByTestId('new-item');
    await draft.getByLabel('Title').fill('Security Whitepaper');
    await draft.getByLabel('Type', { exact: true }).click();
    await page.getByRole('option', { name: 'Policy', exact: true }).click();
    await drawer0.getByRole('button', { name: 'Save' }).click();
    await draft.getByText('Please upload a file to save this item.').waitFor();
    await draft.getByPlaceholder('Link a document from the library').click();
    await page.getByRole('option', { name: 'Acceptable Use Policy.pdf' }).click();
    await draft.getByText('Linked (pending)').waitFor();
    await drawer0.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved').waitFor();
    await drawer0
      .getByTestId(/^item-/)
      .filter({ hasText: 'Security Whitepaper' })
      .waitFor();
    await page.getByTestId('card-documents').getByText('Security Whitepaper').waitFor();

    await sources.getByRole('button', { name: 'Edit Reports' }).click();
    const drawer = page.locator('.mantine-Drawer-content');
    // The documents drawer gives way to the Reports drawer, in edit mode.
    await expect.poll(() => drawer.count()).toBe(1);
    await drawer.getByRole('heading', { name: 'Reports' }).waitFor();
    await drawer.getByTestId('card-edit-form').waitFor();
  });
});
