import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl } from '@trust/shared';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { minimalOrg, memberCookie, ORIGIN, startTestApp, type TestApp } from './harness.js';
import { pdfText } from '../src/platform/pdf-extract.js';
import { unzip } from './zip.js';

/**
 * Every PDF the app makes, with names in Cyrillic, Japanese, Korean, Arabic, emoji and combining
 * marks (issue 12, item 3): none may fail, and the names read back from the text layer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ORG_NAME = 'Ёлка Trust 信頼 🔒';
const ACCOUNT = '株式会社テスト Ёлка شركة';
const SIGNER = 'José Müller أحمد';
const LETTER_TITLE = 'SOC 2 – Type II ✓ 한국 감사';

async function unicodeOrg(): Promise<CreatedOrganisation> {
  const base = minimalOrg();
  const product = base.products[0]!;
  return t.createOrg({
    ...base,
    name: ORG_NAME,
    customization: {
      supportMailbox: 'support@example.com',
      nda: {
        provider: 'click-wrap',
        title: 'Соглашение NDA 秘密保持',
        text: 'Мы храним секреты. 秘密を守ります。',
      },
    },
    products: [
      {
        ...product,
        cards: product.cards.map((card) =>
          card.kind !== 'reports'
            ? card
            : {
                ...card,
                items: [
                  ...card.items!,
                  {
                    title: LETTER_TITLE,
                    publicAccess: true,
                    bridgeLetter: {
                      letterEnabled: true,
                      letterType: 'SOC 2',
                      signerName: SIGNER,
                      signerTitle: 'Директор 🛡️',
                      letterContent: 'Keine wesentlichen Änderungen. 変更はありません。 لا تغييرات.',
                    },
                  },
                ],
              },
        ),
      },
      ...base.products.slice(1),
    ],
    accounts: [
      {
        name: ACCOUNT,
        domain: `customer-${base.slug}.example`,
        profile: 'Everything',
        members: [{ email: `member@customer-${base.slug}.example`, firstName: 'Zoë', lastName: 'Ёжиков' }],
      },
    ],
  });
}

describe('PDFs in every script', () => {
  it('stamps, bridge letters, the signed NDA and bulk zips all succeed and read back', async () => {
    const org = await unicodeOrg();
    const email = `member@customer-${org.slug}.example`;
    const cookie = await memberCookie(t, org, email);
    const headers = { ...ORIGIN, cookie };
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/nda/accept`,
      headers,
      payload: { name: SIGNER, agree: true },
    });
    expect(accepted.statusCode).toBe(204);

    const download = (title: string, file: string) =>
      t.app.inject({
        url: fileUrl(org.slug, org.fileIds.get(file)!, {
          productId: org.products[0]!.id,
          itemUid: org.itemUids.get(title)!,
          accessType: 'download',
        }),
        headers: { cookie },
      });
    // A restricted document, stamped with the member's account name; a public one is stamped too.
    const stamped = await download('Restricted Report', 'restricted.pdf');
    expect(stamped.statusCode).toBe(200);
    expect(await pdfText(stamped.rawPayload)).toContain(`Downloaded by ${email} (${ACCOUNT})`);
    const publicCopy = await download('Public Report', 'public.pdf');
    expect(publicCopy.statusCode).toBe(200);
    expect(await pdfText(publicCopy.rawPayload)).toContain(ACCOUNT);

    // The bridge letter: its title has an en dash and a check mark, its signer Arabic script.
    const letter = await t.app.inject({
      url: `/api/share/${org.slug}/items/${org.itemUids.get(LETTER_TITLE)}/bridge-letter?productId=${org.products[0]!.id}`,
    });
    expect(letter.statusCode).toBe(200);
    const letterText = await pdfText(letter.rawPayload);
    expect(letterText).toContain('José Müller');
    expect(letterText).toContain('変更はありません');
    expect(letterText).toContain('Директор');
    expect(letter.headers['content-disposition']).toContain("filename*=UTF-8''");

    // The signed NDA names the signer and the organisation.
    const nda = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/download-signed-clickwrap-nda`,
      headers,
    });
    expect(nda.statusCode).toBe(200);
    const ndaText = await pdfText(nda.rawPayload);
    expect(ndaText).toContain('Ёлка Trust 信頼');
    expect(ndaText).toContain('秘密を守ります');

    // A bulk zip with the stamped document and the generated letter.
    const bulk = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/products/${org.products[0]!.id}/bulk-download`,
      headers,
      payload: {
        productId: org.products[0]!.id,
        selectAllUsed: false,
        files: [
          { itemUid: org.itemUids.get('Restricted Report')!, fileId: org.fileIds.get('restricted.pdf')! },
          {
            itemUid: org.itemUids.get(LETTER_TITLE)!,
            fileId: org.itemUids.get(LETTER_TITLE)!,
            generated: true,
          },
        ],
      },
    });
    expect(bulk.json()).toMatchObject({ successCount: 2, failedFileIds: [] });
    const zip = await t.app.inject({ url: bulk.json().fileUrl, headers: { cookie } });
    expect(zip.statusCode).toBe(200);
    const entries = await unzip(zip.rawPayload);
    expect(await pdfText(entries.get('restricted.pdf')!)).toContain(ACCOUNT);
    const letterEntry = [...entries.keys()].find((name) => name !== 'restricted.pdf')!;
    expect(await pdfText(entries.get(letterEntry)!)).toContain('José Müller');
  });

  it('draws a character no bundled font has as "?", never failing the document', async () => {
    const { renderTextPdf } = await import('../src/platform/pdf.js');
    const pdf = await renderTextPdf({
      title: 'Cuneiform 𒀀 and Linear B 𐀀',
      organisation: 'Acme',
      paragraphs: ['e\u0301 and 👩‍💻 stay; the rest is replaced.'],
      confidential: false,
    });
    const text = (await pdfText(pdf)).normalize('NFC');
    expect(text).toContain('Cuneiform ? and Linear B ?');
    expect(text).toContain('é and');
  });
});
