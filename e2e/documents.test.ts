import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useE2eEnvironment } from './environment.js';
import { mailTo, signInLinkIn } from './mailbox.js';
import { leaveWelcome } from './member.js';

const env = useE2eEnvironment();

const signInLink = async (email: string) =>
  signInLinkIn((await mailTo(env.server.baseUrl, email, 'sign-in link')).text);

/** A real PDF of a few megabytes, so the upload takes long enough to show progress. */
async function samplePdf(file: string) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText('Acme Cloud penetration test summary, 2026.', { x: 50, y: 750, size: 14, font });
  pdf.setSubject('x'.repeat(3 * 1024 * 1024));
  fs.writeFileSync(file, await pdf.save());
}

describe('documents', () => {
  it('a member bulk-downloads every document: what their profile lacks fails, the rest arrive as one zip', async () => {
    const page = await (
      await env.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
    ).newPage();
    await page.goto(`${env.server.baseUrl}/acme?loginRequest=true`, { waitUntil: 'networkidle' });
    await page.getByLabel('Work email').fill('peter@initech.example');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByTestId('access-feedback-linkSent').waitFor();
    await page.goto(await signInLink('peter@initech.example'), { waitUntil: 'networkidle' });
    await leaveWelcome(page);
    await page.getByTestId('nda-prompt').getByRole('button', { name: 'Review and accept' }).click();
    await page.getByTestId('nda-modal').getByRole('checkbox').check();
    await page.getByTestId('nda-modal').getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => page.getByTestId('nda-prompt').count()).toBe(0);
    // The reminder toast goes with the prompt.
    await expect.poll(() => page.getByText('Accept the NDA to open restricted documents.').count()).toBe(0);

    await page.getByTestId('card-documents').getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Download documents' });
    const submit = dialog.getByRole('button', { name: /^Download \(\d+\)$/ });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Select all' }).check();
    const count = Number((await submit.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(3);
    expect(await dialog.getByLabel('Locked document').count()).toBeGreaterThan(0);
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'bulk-download-select-1280.png'),
      animations: 'disabled',
    });
    const download = page.waitForEvent('download');
    await submit.click();
    const partial = dialog.getByTestId('bulk-partial');
    await partial.waitFor();
    const failed = Number(
      (await partial.getByText(/^Failed to download \d+ document\(s\)$/).textContent())!.match(/\d+/)![0],
    );
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThan(count);
    expect(await partial.getByRole('listitem').count()).toBe(failed);
    const zip = await download;
    expect(zip.suggestedFilename()).toBe('Acme Cloud documents.zip');
    expect(
      fs
        .readFileSync((await zip.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'bulk-download-partial-1280.png'),
      animations: 'disabled',
    });
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Signed out in another tab, a download from this page fails where it was asked for.
    const tile = page
      .getByTestId('featured-documents')
      .getByTestId('document-tile')
      .filter({ hasText: 'SOC 2 Type II Report' });
    await tile.getByRole('button', { name: /Open SOC 2 Type II Report/ }).click();
    const focused = page.locator('[data-focused]');
    await focused.getByText('Acme Cloud SOC 2 Type II 2026.pdf').waitFor();
    expect(
      (
        await page.request.post(`${env.server.baseUrl}/api/statuspage/share/auth/logout`, {
          headers: { origin: env.server.baseUrl },
        })
      ).ok(),
    ).toBe(true);
    await focused.getByRole('link', { name: 'Download Acme Cloud SOC 2 Type II 2026.pdf' }).click();
    const failure = page.getByRole('dialog', { name: 'Error downloading' });
    await failure
      .getByText('Oops, looks like we encountered an error during this download. Try again below.')
      .waitFor();
    await page
      .getByText('Failed to download the document. If the problem persists, please contact support.')
      .waitFor();
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'download-error-1280.png'),
      animations: 'disabled',
    });
    await failure.getByRole('button', { name: 'Cancel' }).click();
  });

  it('a public visitor sees locked documents with the request-access offer, and views a public one in the page', async () => {
    const page = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    const card = page.getByTestId('card-documents');
    const locked = card.getByTestId('document-tile').filter({ hasText: 'SOC 2 Type II Report' });
    await locked.getByRole('button', { name: 'Request access' }).waitFor();
    await card
      .getByTestId('document-tile')
      .filter({ hasText: 'SOC 3 Report' })
      .getByRole('button', { name: /Open SOC 3 Report/ })
      .click();
    const drawer = page.locator('[data-focused]');
    await drawer.getByRole('button', { name: 'View Acme Cloud SOC 3 2026.pdf' }).click();
    const viewer = page.getByRole('dialog', { name: 'Acme Cloud SOC 3 2026.pdf' });
    await viewer.locator('iframe').waitFor();
    expect(await viewer.locator('iframe').getAttribute('src')).toContain('accessType=view');
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'document-viewer-390.png'),
      animations: 'disabled',
    });
  });

  it('staff upload a PDF with a progress bar, and it appears on the documents card', async () => {
    const file = path.join(SCREENSHOTS, '..', 'Penetration Test Summary 2026.pdf');
    await samplePdf(file);
    const staff = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await staff.goto(`${env.server.baseUrl}/documents?uploadModal=true`, { waitUntil: 'networkidle' });
    await staff.waitForURL(/\/sign-in/);
    await staff.getByLabel('Email').fill('admin@acme.example');
    await staff.getByRole('textbox', { name: 'Password' }).fill('acme-demo-2026');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Upload documents' });
    await dialog.waitFor();
    await dialog.getByLabel('Choose documents').setInputFiles(file);
    const queued = dialog.getByTestId('queued-upload');
    await queued.getByRole('textbox', { name: 'Title on the card' }).fill('Penetration Test 2026');
    await queued.getByText('Public').click();
    await dialog.getByRole('button', { name: 'Upload 1 document', exact: true }).click();
    await queued.getByText('Type is required').waitFor();
    await queued.getByLabel('Type', { exact: true }).click();
    await staff.getByRole('option', { name: 'Penetration test' }).click();
    await dialog.getByRole('button', { name: 'Upload 1 document', exact: true }).click();
    const progress = queued.getByRole('progressbar');
    await progress.waitFor();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
    await staff.screenshot({ path: path.join(SCREENSHOTS, 'staff-upload-1280.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await staff
      .getByTestId('library-document')
      .filter({ hasText: 'Penetration Test Summary 2026.pdf' })
      .getByText('Penetration Test 2026')
      .filter({ visible: true })
      .waitFor();
    expect(new URL(staff.url()).searchParams.has('uploadModal')).toBe(false);
    await staff.screenshot({
      path: path.join(SCREENSHOTS, 'staff-documents-1280.png'),
      animations: 'disabled',
    });
    // The bulk type change: a type is required, then every selected document gets it, with a confirmation.
    await staff.getByRole('checkbox', { name: 'Select Penetration Test Summary 2026.pdf' }).first().check();
    const bar = staff.getByTestId('bulk-type-bar');
    await bar.getByRole('button', { name: 'Change type' }).click();
    await bar.getByText('Type is required').waitFor();
    await bar.getByLabel('Document type').click();
    await staff.getByRole('option', { name: 'SOC report' }).click();
    await bar.getByRole('button', { name: 'Change type' }).click();
    await staff.getByText('Types have been updated for 1 document(s)').waitFor();
    // On a phone each document is one column: its type, date, access and cards under its name.
    await staff.setViewportSize({ width: 390, height: 844 });
    const documents = staff.getByRole('region', { name: 'Documents' });
    await expect
      .poll(() => documents.evaluate((region) => region.scrollWidth - region.clientWidth))
      .toBeLessThanOrEqual(0);
    const uploaded = staff
      .getByTestId('library-document')
      .filter({ hasText: 'Penetration Test Summary 2026.pdf' });
    await uploaded
      .getByText(/^SOC report · /)
      .first()
      .waitFor();
    expect((await uploaded.first().getByText('Penetration Test 2026').first().boundingBox())!.x).toBeLessThan(
      390,
    );
    await staff.screenshot({ path: path.join(SCREENSHOTS, 'staff-documents-390.png'), fullPage: true });

    const visitor = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    const card = visitor.getByTestId('card-documents');
    const viewAll = card.getByRole('button', { name: /View all documents/ });
    if (await viewAll.count()) await viewAll.click();
    await card.getByTestId('document-tile').filter({ hasText: 'Penetration Test 2026' }).waitFor();
  });
});
