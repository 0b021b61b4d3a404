import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES, type Comment, type CommentThreadList } from '@trust/shared';
import { unscopedListOutbox } from '../src/platform/mail.js';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import {
  memberCookie,
  minimalOrg,
  ORIGIN,
  staffCookie,
  startTestApp,
  waitForMail,
  type TestApp,
} from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** An organisation whose mailbox is its own, so its mail is told apart from other tests'. */
const newOrg = () => {
  const base = minimalOrg();
  return t.createOrg({ ...base, customization: { supportMailbox: `support@${base.slug}.example` } });
};
const customer = (org: CreatedOrganisation) => `member@customer-${org.slug}.example`;
const other = (org: CreatedOrganisation) => `member@other-${org.slug}.example`;
const itemOf = (org: CreatedOrganisation, title: string) => org.itemUids.get(title)!;
const product = (org: CreatedOrganisation) => org.products[0]!.id;

const list = (org: CreatedOrganisation, cookie: string | null, itemUid: string, productId = product(org)) =>
  t.app.inject({
    url: `/api/share/${org.slug}/comments?itemUid=${itemUid}&productId=${productId}`,
    headers: cookie ? { cookie } : {},
  });
const post = (org: CreatedOrganisation, cookie: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/comments`,
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  });
const staffGet = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const staffPost = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...ORIGIN, cookie }, payload });
const mailsTo = async (to: string) => (await unscopedListOutbox(t.database.db)).filter((m) => m.to === to);

describe('comments on items', () => {
  it('a member starts a thread, the organisation is mailed once, and staff answer it', async () => {
    const org = await newOrg();
    const member = await memberCookie(t, org, customer(org));
    const item = itemOf(org, 'Restricted Report');
    expect((await list(org, member, item)).json()).toEqual({ comments: [] });

    const question = 'Покрывает ли отчёт 2026 год? 報告書 📄';
    const first = await post(org, member, {
      itemUid: item,
      productId: product(org),
      content: `  ${question}  `,
    });
    expect(first.statusCode).toBe(201);
    const comment: Comment = first.json();
    expect(comment).toMatchObject({
      itemUid: item,
      content: question,
      productId: product(org),
      member: { firstName: 'Mia', lastName: 'Member', email: customer(org) },
      orgMem: null,
    });
    const mail = await waitForMail(t, `support@${org.slug}.example`, 'New comment');
    expect(mail.subject).toBe('New comment from Customer Co on Restricted Report');
    expect(mail.text).toContain(question);
    expect(mail.text).toContain('/app/comments?thread=');

    // A second comment soon after: in the thread, but no second mail.
    expect(
      (await post(org, member, { itemUid: item, productId: product(org), content: 'And 2025?' })).statusCode,
    ).toBe(201);
    const thread = (await list(org, member, item)).json().comments as Comment[];
    expect(thread.map((c) => c.content)).toEqual([question, 'And 2025?']);
    expect(await mailsTo(`support@${org.slug}.example`)).toHaveLength(1);

    const editor = await staffCookie(t, `editor@${org.slug}.example`);
    const inbox: CommentThreadList = (await staffGet('/api/comments/threads', editor)).json();
    expect(inbox.unread).toBe(1);
    expect(inbox.threads).toHaveLength(1);
    const [summary] = inbox.threads;
    expect(summary).toMatchObject({
      account: { name: 'Customer Co' },
      item: { uid: item, title: 'Restricted Report' },
      count: 2,
      unread: true,
      lastComment: { content: 'And 2025?', author: 'Mia Member', fromStaff: false },
    });

    const detail = await staffGet(`/api/comments/threads/${summary!.id}`, editor);
    expect(detail.json().comments).toHaveLength(2);
    const reply = await staffPost(`/api/comments/threads/${summary!.id}/comments`, editor, {
      content: 'Yes: the 2026 report covers January to December.',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ member: null, orgMem: { displayName: 'Edith Editor' } });

    const answered = await waitForMail(t, customer(org), 'answered your comment');
    expect(answered.subject).toBe(`Org ${org.slug} answered your comment on Restricted Report`);
    expect(answered.text).toContain(`http://trust.localhost/${org.slug}/?itemUid=${item}`);
    const after: CommentThreadList = (await staffGet('/api/comments/threads', editor)).json();
    expect(after).toMatchObject({ unread: 0, threads: [{ count: 3, unread: false }] });
    expect(((await list(org, member, item)).json().comments as Comment[]).at(-1)).toMatchObject({
      orgMem: { displayName: 'Edith Editor' },
      member: null,
    });
  });

  it('marks a thread read when staff open it, and unread again on the next member comment', async () => {
    const org = await newOrg();
    const member = await memberCookie(t, org, customer(org));
    const item = itemOf(org, 'Public Report');
    await post(org, member, { itemUid: item, productId: product(org), content: 'Hello' });
    const editor = await staffCookie(t, `editor@${org.slug}.example`);
    const [thread] = ((await staffGet('/api/comments/threads', editor)).json() as CommentThreadList).threads;
    expect((await staffPost(`/api/comments/threads/${thread!.id}/read`, editor)).statusCode).toBe(204);
    expect(((await staffGet('/api/comments/threads', editor)).json() as CommentThreadList).unread).toBe(0);
    await post(org, member, { itemUid: item, productId: product(org), content: 'Anyone there?' });
    expect(((await staffGet('/api/comments/threads', editor)).json() as CommentThreadList).unread).toBe(1);
  });

  it("refuse with the spec's words: signed out, empty, too long, no product", async () => {
    const org = await newOrg();
    const item = itemOf(org, 'Public Report');
    const anonymous = await list(org, null, item);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(COMMENT_MESSAGES.loginRequired);
    expect(
      (await post(org, null, { itemUid: item, productId: product(org), content: 'Hi' })).statusCode,
    ).toBe(401);

    const member = await memberCookie(t, org, customer(org));
    const blank = await post(org, member, { itemUid: item, productId: product(org), content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.content).toBe(COMMENT_MESSAGES.empty);
    const long = await post(org, member, {
      itemUid: item,
      productId: product(org),
      content: 'x'.repeat(COMMENT_MAX_LENGTH + 1),
    });
    expect(long.json().error.fields.content).toBe(COMMENT_MESSAGES.tooLong);
    const noProduct = await t.app.inject({
      url: `/api/share/${org.slug}/comments?itemUid=${item}`,
      headers: { cookie: member },
    });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().error.fields.productId).toBe(COMMENT_MESSAGES.productRequired);
    // Nothing was stored by the refusals.
    expect((await list(org, member, item)).json().comments).toEqual([]);
  });

  it("keep to their account and organisation: another account's thread, hidden items and foreign ids", async () => {
    const org = await newOrg();
    const elsewhere = await newOrg();
    const mia = await memberCookie(t, org, customer(org));
    const otto = await memberCookie(t, org, other(org));
    const item = itemOf(org, 'Restricted Report');
    await post(org, mia, { itemUid: item, productId: product(org), content: 'Only for Customer Co' });

    // Another account of the same organisation: its own (empty) thread on the same item.
    expect((await list(org, otto, item)).json().comments).toEqual([]);
    // An item hidden from Otto's profile does not exist for him.
    expect((await list(org, otto, itemOf(org, 'Hidden Report'))).statusCode).toBe(404);
    expect((await list(org, mia, itemOf(org, 'Hidden Report'))).statusCode).toBe(200);
    // Another organisation's item, or this item named with another organisation's product.
    expect((await list(org, mia, itemOf(elsewhere, 'Restricted Report'))).statusCode).toBe(404);
    expect((await list(org, mia, item, product(elsewhere))).statusCode).toBe(404);
    expect(
      (
        await post(org, mia, {
          itemUid: itemOf(elsewhere, 'Public Report'),
          productId: product(org),
          content: 'x',
        })
      ).statusCode,
    ).toBe(404);
    // Mia's session means nothing on another organisation's portal.
    expect(
      (await list(elsewhere, mia, itemOf(elsewhere, 'Public Report'), product(elsewhere))).statusCode,
    ).toBe(401);

    const editor = await staffCookie(t, `editor@${org.slug}.example`);
    const [thread] = ((await staffGet('/api/comments/threads', editor)).json() as CommentThreadList).threads;
    const foreignEditor = await staffCookie(t, `editor@${elsewhere.slug}.example`);
    expect(
      ((await staffGet('/api/comments/threads', foreignEditor)).json() as CommentThreadList).threads,
    ).toEqual([]);
    expect((await staffGet(`/api/comments/threads/${thread!.id}`, foreignEditor)).statusCode).toBe(404);
    expect((await staffPost(`/api/comments/threads/${thread!.id}/read`, foreignEditor)).statusCode).toBe(404);
    expect(
      (await staffPost(`/api/comments/threads/${thread!.id}/comments`, foreignEditor, { content: 'Hi' }))
        .statusCode,
    ).toBe(404);
    // Staff without accounts:manage or requests:manage.
    const reader = await staffCookie(t, `reader@${org.slug}.example`);
    expect((await staffGet('/api/comments/threads', reader)).statusCode).toBe(403);
  });

  it('meet in one thread when an account comments twice at once', async () => {
    const org = await newOrg();
    const member = await memberCookie(t, org, customer(org));
    const item = itemOf(org, 'Public Report');
    const answers = await Promise.all(
      ['one', 'two', 'three'].map((content) =>
        post(org, member, { itemUid: item, productId: product(org), content }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const editor = await staffCookie(t, `editor@${org.slug}.example`);
    const inbox: CommentThreadList = (await staffGet('/api/comments/threads', editor)).json();
    expect(inbox.threads).toHaveLength(1);
    expect(inbox.threads[0]!.count).toBe(3);
  });
});
