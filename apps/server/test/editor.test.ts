import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalView } from '@trust/shared';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { minimalOrg, ORIGIN, STAFF_PASSWORD, staffCookie, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signIn = (email: string) => staffCookie(t, email);
const editorOf = (org: CreatedOrganisation) => signIn(`editor@${org.slug}.example`);
const send = (method: 'PATCH' | 'PUT', url: string, cookie: string | null, payload: object) =>
  t.app.inject({ method, url, headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) }, payload });
const publicView = async (org: CreatedOrganisation): Promise<PortalView> =>
  (await t.app.inject(`/api/share/${org.slug}/view`)).json();
const itemUrl = (org: CreatedOrganisation, title: string, product = 0) =>
  `/api/trust-center/products/${org.products[product]!.id}/items/${org.itemUids.get(title)}`;
const cardUrl = (org: CreatedOrganisation, kind: string, product = 0) =>
  `/api/trust-center/products/${org.products[product]!.id}/cards/${kind}`;

describe('editing cards', () => {
  it('hides and shows a card; visitors follow at once and the change is audited', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    expect((await publicView(org)).cards.some((c) => c.kind === 'policies')).toBe(true);
    expect((await send('PATCH', cardUrl(org, 'policies'), cookie, { hidden: true })).statusCode).toBe(204);
    expect((await publicView(org)).cards.some((c) => c.kind === 'policies')).toBe(false);
    expect((await send('PATCH', cardUrl(org, 'policies'), cookie, { hidden: false })).statusCode).toBe(204);
    expect((await publicView(org)).cards.some((c) => c.kind === 'policies')).toBe(true);
    const { events } = (await t.app.inject({ url: '/api/trust-center/audit', headers: { cookie } })).json();
    expect(
      events
        .slice(0, 2)
        .map((e: { action: string; before: unknown; after: unknown; actor: string }) => [
          e.action,
          e.before,
          e.after,
          e.actor,
        ]),
    ).toEqual([
      ['card.update', { hidden: true }, { hidden: false }, 'Edith Editor'],
      ['card.update', { hidden: false }, { hidden: true }, 'Edith Editor'],
    ]);
  });

  it('validates display text and placeholder with the spec words, and gates renaming by plan', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const short = await send('PATCH', cardUrl(org, 'policies'), cookie, { displayText: 'abc' });
    expect(short.json().error.fields).toEqual({
      displayText: 'Must be at least 4 characters, or leave empty for default.',
    });
    const long = await send('PATCH', cardUrl(org, 'policies'), cookie, { placeholder: 'x'.repeat(1001) });
    expect(long.json().error.fields).toEqual({
      placeholder: 'Placeholder text cannot exceed 1000 characters',
    });
    expect(
      (await send('PATCH', cardUrl(org, 'policies'), cookie, { displayText: 'Our policies' })).statusCode,
    ).toBe(204);
    expect((await publicView(org)).cards.find((c) => c.kind === 'policies')!.displayText).toBe(
      'Our policies',
    );
    const rename = await send('PATCH', cardUrl(org, 'policies'), cookie, { title: 'Rules' });
    expect([rename.statusCode, rename.json().error.message]).toEqual([
      403,
      'Upgrade your plan to unlock this feature',
    ]);
    const growth = await t.createOrg({ features: { allowCardTitleRenaming: true } });
    const growthEditor = await editorOf(growth);
    const tooLong = await send('PATCH', cardUrl(growth, 'policies'), growthEditor, { title: 'x'.repeat(51) });
    expect(tooLong.json().error.fields).toEqual({ title: 'Must be at most 50 characters' });
    expect(
      (await send('PATCH', cardUrl(growth, 'policies'), growthEditor, { title: 'Rules' })).statusCode,
    ).toBe(204);
    expect((await publicView(growth)).cards.find((c) => c.kind === 'policies')!.title).toBe('Rules');
  });

  it('offers each card only its allowed actions', async () => {
    const org = await t.createOrg({
      products: [{ name: 'P', slug: 'p', cards: [{ kind: 'subprocessors' }, { kind: 'policies' }] }],
    });
    const res = await send('PATCH', cardUrl(org, 'subprocessors'), await editorOf(org), {
      displayText: 'Vendors we use',
    });
    expect(res.statusCode).toBe(403);
  });

  it('re-orders cards and items, and the public view follows', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const kinds = (await publicView(org)).cards.map((c) => c.kind);
    const reversed = [...kinds].reverse();
    expect(
      (
        await send('PATCH', `/api/trust-center/products/${org.products[0]!.id}/cards`, cookie, {
          cards: reversed,
        })
      ).statusCode,
    ).toBe(204);
    expect((await publicView(org)).cards.map((c) => c.kind)).toEqual(reversed);
    const reports = (await publicView(org)).cards
      .find((c) => c.kind === 'reports')!
      .items.map((i) => i.itemUid);
    const wanted = [...reports].reverse();
    expect(
      (await send('PATCH', `${cardUrl(org, 'reports')}/items`, cookie, { items: wanted })).statusCode,
    ).toBe(204);
    const after = (await publicView(org)).cards
      .find((c) => c.kind === 'reports')!
      .items.map((i) => i.itemUid);
    expect(after.filter((uid) => wanted.includes(uid))).toEqual(wanted.filter((uid) => after.includes(uid)));
    // The documents card orders items of every card that carry documents, with its featured band.
    const restricted = org.itemUids.get('Restricted Report')!;
    const documents = (await publicView(org)).documents.map((d) => d.target.itemUid);
    expect(
      (
        await send('PATCH', `${cardUrl(org, 'documents')}/items`, cookie, {
          items: documents,
          featured: [restricted],
        })
      ).statusCode,
    ).toBe(204);
    expect((await publicView(org)).documents.filter((d) => d.featured).map((d) => d.target.itemUid)).toEqual([
      restricted,
    ]);
    const twice = await send('PATCH', `/api/trust-center/products/${org.products[0]!.id}/cards`, cookie, {
      cards: [kinds[0], kinds[0]],
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe('editing items', () => {
  it('saves fields, shows them to visitors and records who changed them', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const res = await send('PATCH', itemUrl(org, 'Public Report'), cookie, {
      explanation: 'Renewed yearly.',
      auditor: 'Prescient',
      expiry: '2027-06-30',
      recurrence: 'annually',
      enabledState: 'work_in_progress',
    });
    expect(res.statusCode).toBe(204);
    const item = (await publicView(org)).cards
      .flatMap((c) => c.items)
      .find((i) => i.title === 'Public Report')!;
    expect(item).toMatchObject({
      explanation: 'Renewed yearly.',
      auditor: 'Prescient',
      expiry: '2027-06-30',
      recurrence: 'annually',
      enabledState: 'work_in_progress',
      lastModified: { by: { name: 'Edith Editor' } },
    });
    const policy = await send('PATCH', itemUrl(org, 'Security Policy'), cookie, {
      href: 'https://acme.example/policy',
      type: 'policy',
    });
    expect(policy.statusCode).toBe(204);
    expect(
      (await publicView(org)).cards.flatMap((c) => c.items).find((i) => i.title === 'Security Policy')!.href,
    ).toBe('https://acme.example/policy');
  });

  it('answers every validation rule in the spec words', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const fields = async (body: object) =>
      (await send('PATCH', itemUrl(org, 'Public Report'), cookie, body)).json().error.fields;
    const policyFields = async (body: object) =>
      (await send('PATCH', itemUrl(org, 'Security Policy'), cookie, body)).json().error.fields;
    expect(await policyFields({ href: 'javascript:alert(1)' })).toEqual({
      href: 'Please enter a valid URL.',
    });
    expect(await policyFields({ href: 'http://192.168.0.1/admin' })).toEqual({
      href: 'Please enter a valid URL.',
    });
    expect(await fields({ expiry: '2027-13-45' })).toEqual({ expiry: 'Invalid expiration date' });
    expect(await fields({ type: null })).toEqual({ type: 'Select an item type to save this item' });
    expect(await fields({ title: 'x' })).toEqual({ title: 'Must be at least 2 characters' });
    expect(await fields({ maturity: 'managed' })).toEqual({
      maturity: 'Items of this card have no maturity.',
    });
    // Nothing was saved by the failures.
    expect(
      (await publicView(org)).cards.flatMap((c) => c.items).find((i) => i.title === 'Security Policy')!.href,
    ).toBeNull();
  });

  it('gates renaming and the hidden access level by plan', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    for (const body of [{ title: 'New name' }, { access: 'hidden' }]) {
      const res = await send('PATCH', itemUrl(org, 'Public Report'), cookie, body);
      expect([res.statusCode, res.json().error.message]).toEqual([
        403,
        'Upgrade your plan to unlock this feature',
      ]);
    }
    expect(
      (await send('PATCH', itemUrl(org, 'Public Report'), cookie, { access: 'restricted' })).statusCode,
    ).toBe(204);
    expect(
      (await publicView(org)).cards.flatMap((c) => c.items).find((i) => i.title === 'Public Report')!.locked,
    ).toBe(true);
  });

  it('writes bridge letters on SOC reports, on plans that include them, with the three required fields', async () => {
    const org = await t.createOrg({ features: { allowBridgeLetter: true } });
    const cookie = await editorOf(org);
    const letter = {
      letterEnabled: true,
      letterContent: '',
      signerName: '',
      signerTitle: '',
      letterType: 'SOC 2',
    };
    expect(
      (await send('PATCH', itemUrl(org, 'Draft Letter Report'), cookie, { bridgeLetter: letter })).json()
        .error.fields,
    ).toEqual({
      'bridgeLetter.letterContent': 'Letter content is required',
      'bridgeLetter.signerName': 'Signer name is required',
      'bridgeLetter.signerTitle': 'Signer title is required',
    });
    const filled = {
      ...letter,
      letterContent: 'No **material** changes.',
      signerName: 'Dana Signer',
      signerTitle: 'CISO',
    };
    expect(
      (await send('PATCH', itemUrl(org, 'Draft Letter Report'), cookie, { bridgeLetter: filled })).statusCode,
    ).toBe(204);
    const item = (await publicView(org)).cards
      .flatMap((c) => c.items)
      .find((i) => i.title === 'Draft Letter Report')!;
    expect(item.bridgeLetter).toEqual({ letterType: 'SOC 2' });
    expect(item.bridgeLetterDraft).toBeNull(); // the draft is for editors only
    const free = await t.createOrg();
    expect(
      (
        await send('PATCH', itemUrl(free, 'Draft Letter Report'), await editorOf(free), {
          bridgeLetter: filled,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('creates a custom URL with the slug rules and uniqueness within the organisation', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const url = `/api/trust-center/items/${org.itemUids.get('Public Report')}/slug`;
    expect((await send('PUT', url, cookie, { slug: 'Bad Slug' })).json().error.fields).toEqual({
      slug: 'Invalid url slug, only lowercase letters, numbers and hyphens are allowed',
    });
    expect((await send('PUT', url, cookie, { slug: 'a'.repeat(100) })).json().error.fields).toEqual({
      slug: 'URL slug must be less than 100 characters',
    });
    const taken = await send('PUT', url, cookie, { slug: 'restricted-report' });
    expect([taken.statusCode, taken.json().error.fields]).toEqual([
      409,
      { slug: 'This URL slug is already in use by item: Restricted Report' },
    ]);
    expect((await send('PUT', url, cookie, { slug: 'public-soc-report' })).json()).toEqual({
      slug: 'public-soc-report',
    });
    const page = await t.app.inject(`/${org.slug}/item/public-soc-report`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Public Report |');
  });
});

describe('moving, creating and deleting items', () => {
  it('moves an item to another card of the product, never to an excluded card', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const view = await publicView(org);
    const ai = view.cards.find((c) => c.kind === 'ai')!;
    const moved = await send(
      'PATCH',
      itemUrl(org, 'Security Policy').replace(org.products[0]!.id, 'default'),
      cookie,
      { destinationCardId: ai.id },
    );
    expect(moved.statusCode).toBe(204);
    expect((await publicView(org)).cards.find((c) => c.kind === 'ai')!.items.map((i) => i.title)).toEqual([
      'Security Policy',
    ]);
    const certifications = view.cards.find((c) => c.kind === 'certifications')!;
    const refused = await send('PATCH', itemUrl(org, 'Security Policy'), cookie, {
      destinationCardId: certifications.id,
    });
    expect([refused.statusCode, refused.json().error.fields]).toEqual([
      400,
      { destinationCardId: 'Items cannot be moved to this card.' },
    ]);
    const other = await t.createOrg();
    const foreign = (await publicView(other)).cards.find((c) => c.kind === 'ai')!;
    expect(
      (await send('PATCH', itemUrl(org, 'Security Policy'), cookie, { destinationCardId: foreign.id }))
        .statusCode,
    ).toBe(404);
  });

  it('creates custom items (the type required where the card shows one) and deletes only custom ones', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const create = (kind: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${cardUrl(org, kind)}/items`,
        headers: { ...ORIGIN, cookie },
        payload,
      });
    expect((await create('reports', { title: 'Pen test' })).json().error.fields).toEqual({
      type: 'Select an item type to save this item',
    });
    const made = await create('policies', { title: 'Remote Work Policy', type: 'policy', access: 'public' });
    expect(made.statusCode).toBe(201);
    const { itemUid } = made.json();
    const item = (await publicView(org)).cards
      .find((c) => c.kind === 'policies')!
      .items.find((i) => i.itemUid === itemUid)!;
    expect(item).toMatchObject({ title: 'Remote Work Policy', custom: true, publicAccess: true });
    const del = (uid: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/trust-center/products/${org.products[0]!.id}/items/${uid}`,
        headers: { ...ORIGIN, cookie },
      });
    expect((await del(org.itemUids.get('Security Policy')!)).statusCode).toBe(400);
    expect((await del(itemUid)).statusCode).toBe(204);
    expect(
      (await publicView(org)).cards
        .find((c) => c.kind === 'policies')!
        .items.some((i) => i.itemUid === itemUid),
    ).toBe(false);
  });
});

describe('documents on items', () => {
  it('links and unlinks library documents; a documents-card item keeps at least one', async () => {
    const org = await t.createOrg();
    const other = await t.createOrg();
    const cookie = await editorOf(org);
    const filesUrl = (title: string) => `${itemUrl(org, title)}/files`;
    const link = (title: string, fileId: string) =>
      t.app.inject({
        method: 'POST',
        url: filesUrl(title),
        headers: { ...ORIGIN, cookie },
        payload: { fileId },
      });
    const unlink = (title: string, fileId: string) =>
      t.app.inject({ method: 'DELETE', url: `${filesUrl(title)}/${fileId}`, headers: { ...ORIGIN, cookie } });
    expect((await link('Public Report', org.fileIds.get('shared.pdf')!)).statusCode).toBe(204);
    const names = async () =>
      (await publicView(org)).cards
        .flatMap((c) => c.items)
        .find((i) => i.title === 'Public Report')!
        .documents.map((d) => d.originalName);
    expect(await names()).toEqual(['public.pdf', 'shared.pdf']);
    expect((await unlink('Public Report', org.fileIds.get('public.pdf')!)).statusCode).toBe(204);
    expect(await names()).toEqual(['shared.pdf']);
    expect((await link('Public Report', other.fileIds.get('public.pdf')!)).statusCode).toBe(404);
    expect((await link('Security Policy', org.fileIds.get('public.pdf')!)).statusCode).toBe(204);

    const docs = await t.createOrg({
      products: [
        {
          name: 'P',
          slug: 'p',
          cards: [
            {
              kind: 'documents',
              items: [
                {
                  title: 'Only File',
                  publicAccess: true,
                  documents: [{ name: 'only.pdf', paragraphs: ['x'] }],
                },
              ],
            },
          ],
        },
      ],
    });
    const last = await t.app.inject({
      method: 'DELETE',
      url: `/api/trust-center/products/${docs.products[0]!.id}/items/${docs.itemUids.get('Only File')}/files/${docs.fileIds.get('only.pdf')}`,
      headers: { ...ORIGIN, cookie: await editorOf(docs) },
    });
    expect(last.json().error.fields).toEqual({ fileId: 'Please upload a file to save this item.' });
  });
});

describe('card icons', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle cx="10" cy="10" r="8"/></svg>';
  const upload = (org: CreatedOrganisation, cookie: string, body: string, name = 'icon.svg') => {
    const form = new FormData();
    form.append('icon', new Blob([body]), name);
    return t.app.inject({
      method: 'PUT',
      url: `${cardUrl(org, 'policies')}/icon`,
      headers: { ...ORIGIN, cookie },
      payload: form,
    });
  };
  const iconOf = async (org: CreatedOrganisation) =>
    (await publicView(org)).cards.find((c) => c.kind === 'policies')!.iconUrl;

  it('uploads, replaces and resets a custom icon, for editors with assets:edit on plans that allow it', async () => {
    const base = minimalOrg();
    const org = await t.createOrg({
      ...base,
      features: { allowReplaceCardIcons: true },
      staff: [
        ...base.staff!,
        {
          email: `designer@${base.slug}.example`,
          displayName: 'Dee Designer',
          password: STAFF_PASSWORD,
          permissions: ['statuspage:edit', 'assets:edit'],
        },
      ],
    });
    const cookie = await signIn(`designer@${base.slug}.example`);
    expect((await upload(org, cookie, svg)).statusCode).toBe(204);
    const first = await iconOf(org);
    expect(first).toMatch(/\/assets\/[0-9a-f-]+\?v=1$/);
    const image = await t.app.inject(first!);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect((await upload(org, cookie, svg.replace('r="8"', 'r="6"'))).statusCode).toBe(204);
    expect(await iconOf(org)).toMatch(/\?v=2$/);
    const tiny = await upload(org, cookie, svg.replace('width="20" height="20"', 'width="12" height="12"'));
    expect([tiny.statusCode, tiny.json().error.message]).toEqual([
      400,
      'The icon must be at least 20 x 20 pixels.',
    ]);
    expect(await iconOf(org)).toMatch(/\?v=2$/);
    const wrong = await upload(org, cookie, 'just words', 'icon.txt');
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([
      415,
      'The icon must be a png, jpeg or svg image.',
    ]);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `${cardUrl(org, 'policies')}/icon`,
          headers: { ...ORIGIN, cookie },
        })
      ).statusCode,
    ).toBe(204);
    expect(await iconOf(org)).toBeNull();
    expect((await upload(org, await editorOf(org), svg)).statusCode).toBe(403); // no assets:edit

    // Icons are portal assets, never documents: neither the library nor the link list shows one,
    // during use, after a replacement or after 'Use default icon', and no file of them is left.
    const library = await t.app.inject({ url: '/api/documents/trust-center', headers: { cookie } });
    const names = (library.json().documents as { originalName?: string; name?: string }[]).map(
      (d) => d.originalName ?? d.name,
    );
    expect(names.filter((n) => n?.includes('icon'))).toEqual([]);
    const leftover = await t.database.executeSql(
      `select count(*)::int as n from files where org_id = $1 and original_name = 'policies-icon'`,
      [org.id],
    );
    expect(leftover.rows[0]).toEqual({ n: 0 });
  });

  it('is plan-gated', async () => {
    const base = minimalOrg();
    const org = await t.createOrg({
      ...base,
      staff: [
        {
          email: `designer@${base.slug}.example`,
          displayName: 'D',
          password: STAFF_PASSWORD,
          permissions: ['statuspage:edit', 'assets:edit'],
        },
      ],
    });
    const res = await upload(org, await signIn(`designer@${base.slug}.example`), svg);
    expect([res.statusCode, res.json().error.message]).toEqual([
      403,
      'Upgrade your plan to unlock this feature',
    ]);
  });
});

describe('sections', () => {
  it('are re-ordered only on plans that allow it', async () => {
    const org = await t.createOrg();
    const sections = ['overview_and_certifications', 'documents', 'cards', 'trust_center_updates', 'help'];
    const locked = await send(
      'PATCH',
      `/api/trust-center/products/${org.products[0]!.id}`,
      await editorOf(org),
      { sections },
    );
    expect([locked.statusCode, locked.json().error.message]).toEqual([
      403,
      'Upgrade your plan to unlock this feature',
    ]);
    const growth = await t.createOrg({ features: { allowSectionCustomization: true } });
    expect(
      (
        await send('PATCH', `/api/trust-center/products/${growth.products[0]!.id}`, await editorOf(growth), {
          sections,
        })
      ).statusCode,
    ).toBe(204);
    expect((await publicView(growth)).pageSettings.sectionOrder.slice(0, sections.length)).toEqual(sections);
  });
});

describe('editor authorization', () => {
  it('needs statuspage:edit (401 signed out, 403 without it) and never reaches another organisation', async () => {
    const org = await t.createOrg();
    const other = await t.createOrg();
    expect((await send('PATCH', cardUrl(org, 'policies'), null, { hidden: true })).statusCode).toBe(401);
    expect(
      (
        await send('PATCH', cardUrl(org, 'policies'), await signIn(`reader@${org.slug}.example`), {
          hidden: true,
        })
      ).statusCode,
    ).toBe(403);
    const cookie = await editorOf(org);
    expect((await send('PATCH', cardUrl(other, 'policies'), cookie, { hidden: true })).statusCode).toBe(404);
    expect(
      (await send('PATCH', itemUrl(other, 'Public Report'), cookie, { explanation: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (
        await send('PATCH', `/api/trust-center/products/${other.products[0]!.id}/cards`, cookie, {
          cards: ['policies'],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send('PUT', `/api/trust-center/items/${other.itemUids.get('Public Report')}/slug`, cookie, {
          slug: 'mine',
        })
      ).statusCode,
    ).toBe(404);
    const items = (await publicView(other)).cards
      .find((c) => c.kind === 'reports')!
      .items.map((i) => i.itemUid);
    expect((await send('PATCH', `${cardUrl(org, 'reports')}/items`, cookie, { items })).statusCode).toBe(404);
    expect((await publicView(other)).cards.some((c) => c.kind === 'policies')).toBe(true);
  });
});

describe('the overview card', () => {
  it("sets the overview's Markdown; an empty one hides the card from visitors; bad input keeps the text", async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const url = `/api/trust-center/products/${org.products[0]!.id}/overview`;
    expect(
      (await send('PUT', url, cookie, { content: '## Про нас\n\nWe are **серьёзны** about security 🔐' }))
        .statusCode,
    ).toBe(204);
    const html = (await publicView(org)).overview!.html;
    expect(html).toContain('<strong>серьёзны</strong>');
    expect((await publicView(org)).overview).not.toHaveProperty('markdown');
    const long = await send('PUT', url, cookie, { content: 'x'.repeat(20_001) });
    expect(long.json().error.fields).toEqual({ content: 'Must be at most 20000 characters' });
    expect((await publicView(org)).overview!.html).toBe(html);
    expect((await send('PUT', url, cookie, { content: '' })).statusCode).toBe(204);
    expect((await publicView(org)).overview).toBeNull();
    const main = (
      await t.app.inject({ url: `/api/share/${org.slug}/view`, headers: { cookie } })
    ).json() as PortalView;
    expect(main.overview).toMatchObject({ html: '', markdown: '' });
    const other = await t.createOrg();
    expect(
      (
        await send('PUT', `/api/trust-center/products/${other.products[0]!.id}/overview`, cookie, {
          content: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('list entries', () => {
  it('are edited on control items, validated, and shown to visitors in order', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const url = itemUrl(org, 'Second Only Item', 1);
    expect(
      (await send('PATCH', url, cookie, { listEntries: ['Reviewed yearly', 'Signed by all staff ✍️'] }))
        .statusCode,
    ).toBe(204);
    const second = (
      await t.app.inject(`/api/share/${org.slug}/view/${org.products[1]!.id}`)
    ).json() as PortalView;
    const item = second.cards.flatMap((c) => c.items).find((i) => i.title === 'Second Only Item')!;
    expect(item.listEntries).toEqual(['Reviewed yearly', 'Signed by all staff ✍️']);
    const tooMany = await send('PATCH', url, cookie, {
      listEntries: Array.from({ length: 51 }, (_, i) => `e${i}`),
    });
    expect(tooMany.json().error.fields).toEqual({ listEntries: 'At most 50 entries' });
    const certification = await send('PATCH', itemUrl(org, 'SOC 2'), cookie, { listEntries: ['x'] });
    expect(certification.json().error.fields).toEqual({
      listEntries: 'Items of this card have no listEntries.',
    });
  });
});
