import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { customizationSettingsSchema, DEFAULT_SECTION_ORDER, type RiskQuestion } from '@trust/shared';
import type { Db } from '../client.js';
import type { FileStorage } from '../../platform/storage/index.js';
import {
  accountMembers,
  auditEvents,
  accounts,
  assets,
  cards,
  comments,
  commentThreads,
  customizations,
  emailDomainRules,
  files,
  gradeEntries,
  itemFiles,
  itemSlugs,
  items,
  kbEntries,
  memberships,
  orgDomains,
  organisations,
  partners,
  permissionProfiles,
  productLinks,
  productPageSettings,
  products,
  questionnaires,
  riskProfileAnswers,
  staffUsers,
  subprocessorChanges,
  subprocessors,
  trustedCompanies,
  updateTopics,
  updates,
  type OrgFeatures,
  subscribers,
  subscriptionBlockedDomains,
} from '../schema/index.js';
import { hashPassword } from '../../platform/passwords.js';
import { insertBuiltinRoles, roleForPermissions } from '../../modules/team/role-queries.js';
import { renderTextPdf } from '../../platform/pdf.js';
import { guessMapping } from '../../modules/questionnaires/mapping.js';
import { readSheets } from '../../modules/questionnaires/sheets.js';
import type { CommentThreadSpec, OrgSpec, ProductSpec, QuestionnaireSpec } from './spec.js';
import { findCatalogueCompany } from '../../modules/companies/catalogue.js';
import { monogramSvg } from '../../modules/companies/logos.js';
import { badgeSvg, bannerSvg, iconSvg, logoSvg } from './svg.js';

export const DEFAULT_FEATURES: OrgFeatures = {
  allowSectionCustomization: false,
  allowReplaceCardIcons: false,
  allowItemTitleRenaming: false,
  allowCardTitleRenaming: false,
  allowRestrictedFileSwitch: false,
  allowBridgeLetter: false,
  allowPartnerImport: false,
  hideBuiltOnBadge: false,
  trustCenterAi: false,
};

export interface CreatedOrganisation {
  id: string;
  slug: string;
  products: { id: string; slug: string }[];
  /** itemUid by item title, for tests and cross references. */
  itemUids: Map<string, string>;
  cardIds: Map<string, string>;
  fileIds: Map<string, string>;
  profileIds: Map<string, string>;
  accountIds: Map<string, string>;
  memberIds: Map<string, string>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Seeding writes across the whole organisation it is creating; nothing here is request-scoped. */
export async function createOrganisation(
  db: Db,
  storage: FileStorage,
  spec: OrgSpec,
  now = new Date(),
): Promise<CreatedOrganisation> {
  const [org] = await db
    .insert(organisations)
    .values({
      name: spec.name,
      slug: spec.slug,
      plan: spec.plan ?? 'free',
      features: { ...DEFAULT_FEATURES, ...spec.features },
    })
    .returning({ id: organisations.id });
  const orgId = org!.id;
  await insertBuiltinRoles(db, { orgId });
  const created: CreatedOrganisation = {
    id: orgId,
    slug: spec.slug,
    products: [],
    itemUids: new Map(),
    cardIds: new Map(),
    fileIds: new Map(),
    profileIds: new Map(),
    accountIds: new Map(),
    memberIds: new Map(),
  };

  const storeFile = async (
    name: string,
    contentType: string,
    data: Buffer,
    extra: { shared?: boolean; type?: string; purpose?: 'document' | 'asset' } = {},
  ) => {
    const id = randomUUID();
    const key = `${orgId}/${id}`;
    await storage.put(key, data);
    await db.insert(files).values({
      id,
      orgId,
      originalName: name,
      contentType,
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      storageKey: key,
      isShared: extra.shared ?? false,
      documentType: extra.type ?? null,
      purpose: extra.purpose ?? 'document',
    });
    return id;
  };
  const storeAsset = async (
    type: (typeof assets.$inferInsert)['type'],
    svg: string,
    productId: string | null = null,
    relation: { type: 'card'; card: string } | null = null,
  ) => {
    const fileId = await storeFile(`${type}.svg`, 'image/svg+xml', Buffer.from(svg), { purpose: 'asset' });
    const [row] = await db
      .insert(assets)
      .values({ orgId, productId, fileId, type, relation })
      .returning({ id: assets.id });
    return row!.id;
  };

  for (const domain of spec.domains ?? [])
    await db.insert(orgDomains).values({ orgId, domain, verifiedAt: now });
  const settings = customizationSettingsSchema.parse(spec.customization ?? {});
  const logoAssetId = spec.logo ? await storeAsset('logo', logoSvg(spec.name, spec.logo.color)) : null;
  const faviconAssetId = spec.logo ? await storeAsset('favicon', iconSvg(spec.logo.color)) : null;
  await db.insert(customizations).values({ orgId, settings, logoAssetId, faviconAssetId });

  for (const [index, link] of (spec.productLinks ?? []).entries()) {
    await db
      .insert(productLinks)
      .values({ orgId, name: link.name, link: link.link, show: link.show ?? true, position: index });
  }

  for (const [index, productSpec] of spec.products.entries()) {
    const productId = await createProduct(productSpec, index);
    created.products.push({ id: productId, slug: productSpec.slug });
  }
  await db
    .update(organisations)
    .set({ defaultProductId: created.products[0]?.id ?? null })
    .where(eq(organisations.id, orgId));

  const productIdBySlug = new Map(created.products.map((p) => [p.slug, p.id]));
  for (const topic of spec.topics ?? []) {
    const newest = Math.min(...topic.updates.map((u) => u.hoursAgo));
    const [row] = await db
      .insert(updateTopics)
      .values({
        orgId,
        subject: topic.subject,
        category: topic.category,
        isPinned: topic.pinned ?? false,
        hidden: topic.hidden ?? false,
        productIds: (topic.productSlugs ?? []).map((s) => productIdBySlug.get(s)!).filter(Boolean),
        createdAt: new Date(now.getTime() - (Number.isFinite(newest) ? newest : 0) * HOUR - HOUR),
      })
      .returning({ id: updateTopics.id });
    for (const update of topic.updates) {
      await db.insert(updates).values({
        orgId,
        topicId: row!.id,
        message: update.message,
        spAudience: update.audience ?? 'public',
        createdAt: new Date(now.getTime() - update.hoursAgo * HOUR),
      });
    }
  }
  for (const subscriber of spec.subscribers ?? []) {
    const at = new Date(now.getTime() - subscriber.daysAgo * DAY);
    await db.insert(subscribers).values({
      orgId,
      email: subscriber.email,
      status: subscriber.status,
      source: subscriber.source ?? 'subscribe_button',
      createdAt: at,
      confirmedAt: subscriber.status === 'confirmed' ? new Date(at.getTime() + HOUR) : null,
      unsubscribedAt: subscriber.status === 'unsubscribed' ? new Date(at.getTime() + 10 * DAY) : null,
    });
  }
  for (const domain of spec.subscriptionBlockedDomains ?? [])
    await db.insert(subscriptionBlockedDomains).values({ orgId, domain });
  for (const [index, entry] of (spec.knowledgeBase ?? []).entries()) {
    const at = new Date(now.getTime() - (index + 3) * 7 * DAY);
    await db.insert(kbEntries).values({
      orgId,
      question: entry.question,
      answer: entry.answer,
      comment: entry.comment ?? null,
      accessLevel: entry.access ?? 'public',
      productIds: (entry.products ?? []).map((s) => productIdBySlug.get(s)!).filter(Boolean),
      favoritePublic: entry.favorite ?? false,
      sourceType: entry.sourceType ?? 'manual',
      createdAt: at,
      customerModifiedAt: at,
    });
  }
  await createPeople();
  for (const thread of spec.comments ?? []) await createCommentThread(thread);
  for (const questionnaire of spec.questionnaires ?? []) await createQuestionnaire(questionnaire);
  for (const entry of spec.activity ?? [])
    await db.insert(auditEvents).values({
      orgId,
      actorUserId: null,
      actorName: entry.actor,
      action: entry.action,
      target: entry.target,
      before: null,
      after: entry.after,
      createdAt: new Date(now.getTime() - entry.hoursAgo * 3600_000),
    });
  return created;

  /** A questionnaire as it arrives: stored, its columns guessed, waiting for staff to confirm them. */
  async function createQuestionnaire(q: QuestionnaireSpec) {
    const bytes = await q.build();
    const id = randomUUID();
    const key = `${orgId}/questionnaires/${id}`;
    await storage.put(key, bytes);
    const member = spec.accounts?.flatMap((a) => a.members).find((m) => m.email === q.from);
    const at = new Date(Date.now() - q.hoursAgo * 3600_000);
    await db.insert(questionnaires).values({
      id,
      orgId,
      accountId: created.accountIds.get(q.account)!,
      memberId: created.memberIds.get(q.from) ?? null,
      submittedByName: member ? `${member.firstName} ${member.lastName}` : q.from,
      submittedByEmail: q.from,
      productId: productIdBySlug.get(q.productSlug ?? spec.products[0]!.slug)!,
      note: q.note ?? '',
      fileName: q.fileName,
      fileFormat: q.format,
      fileSize: bytes.length,
      fileKey: key,
      mapping: guessMapping(await readSheets(bytes, q.format)),
      createdAt: at,
      updatedAt: at,
    });
  }

  /** A conversation as it would have happened: read by staff if they wrote last. */
  async function createCommentThread(thread: CommentThreadSpec) {
    const itemUid = created.itemUids.get(thread.item)!;
    const [item] = await db
      .select({ productId: cards.productId })
      .from(items)
      .innerJoin(cards, eq(cards.id, items.cardId))
      .where(eq(items.uid, itemUid));
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000);
    const last = thread.messages.at(-1)!;
    const staffWroteLast = !created.memberIds.has(last.from);
    const [row] = await db
      .insert(commentThreads)
      .values({
        orgId,
        accountId: created.accountIds.get(thread.account)!,
        itemUid,
        productId: item!.productId,
        lastCommentAt: at(last.hoursAgo),
        staffReadAt: staffWroteLast ? at(last.hoursAgo) : null,
      })
      .returning({ id: commentThreads.id });
    for (const message of thread.messages) {
      const memberId = created.memberIds.get(message.from);
      const member = spec.accounts?.flatMap((a) => a.members).find((m) => m.email === message.from);
      const staff = spec.staff?.find((p) => p.email === message.from);
      const [staffUser] = staff
        ? await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, staff.email))
        : [];
      await db.insert(comments).values({
        orgId,
        threadId: row!.id,
        authorKind: memberId ? 'member' : 'staff',
        memberId: memberId ?? null,
        staffUserId: staffUser?.id ?? null,
        authorName: member ? `${member.firstName} ${member.lastName}` : (staff?.displayName ?? message.from),
        content: message.content,
        createdAt: at(message.hoursAgo),
      });
    }
  }

  async function createPeople() {
    for (const person of spec.staff ?? []) {
      const existing = await db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(sql`lower(${staffUsers.email}) = ${person.email.toLowerCase()}`);
      const userId =
        existing[0]?.id ??
        (
          await db
            .insert(staffUsers)
            .values({
              email: person.email,
              displayName: person.displayName,
              passwordHash: person.passwordHash ?? (await hashPassword(person.password)),
            })
            .returning({ id: staffUsers.id })
        )[0]!.id;
      const roleId = await roleForPermissions(db, { orgId }, person.permissions);
      await db.insert(memberships).values({ orgId, userId, roleId });
    }
    const profileIds = new Map<string, string>();
    for (const profile of spec.profiles ?? []) {
      const [row] = await db
        .insert(permissionProfiles)
        .values({
          orgId,
          name: profile.name,
          isDefault: profile.isDefault ?? false,
          itemUids: profile.itemTitles.map((t) => created.itemUids.get(t)!).filter(Boolean),
        })
        .returning({ id: permissionProfiles.id });
      profileIds.set(profile.name, row!.id);
      created.profileIds.set(profile.name, row!.id);
    }
    for (const account of spec.accounts ?? []) {
      const [row] = await db
        .insert(accounts)
        .values({
          orgId,
          name: account.name,
          domain: account.domain ?? null,
          permissionProfileId: profileIds.get(account.profile) ?? null,
        })
        .returning({ id: accounts.id });
      created.accountIds.set(account.name, row!.id);
      for (const member of account.members) {
        const [m] = await db
          .insert(accountMembers)
          .values({ orgId, accountId: row!.id, ...member })
          .returning({ id: accountMembers.id });
        created.memberIds.set(member.email, m!.id);
      }
    }
    for (const partner of spec.partners ?? []) await db.insert(partners).values({ orgId, ...partner });
    for (const rule of spec.domainRules ?? []) {
      await db.insert(emailDomainRules).values({
        orgId,
        domain: rule.domain,
        kind: rule.kind,
        accountId: rule.account ? (created.accountIds.get(rule.account) ?? null) : null,
      });
    }
  }

  async function createProduct(p: ProductSpec, position: number): Promise<string> {
    const [row] = await db
      .insert(products)
      .values({ orgId, name: p.name, slug: p.slug, show: p.show ?? true, position })
      .returning({ id: products.id });
    const productId = row!.id;
    if (p.banner) {
      const bannerAssetId = await storeAsset('banner', bannerSvg(p.banner.from, p.banner.to), productId);
      await db.update(products).set({ bannerAssetId }).where(eq(products.id, productId));
    }
    const hidden = new Set(p.hiddenSections ?? []);
    await db.insert(productPageSettings).values({
      productId,
      orgId,
      sectionOrder: p.sectionOrder ?? [...DEFAULT_SECTION_ORDER],
      config: {
        overview: { hidden: hidden.has('overview'), content: p.overview ?? '' },
        certifications: { hidden: hidden.has('certifications') },
        trusted_by: { hidden: hidden.has('trusted_by') },
        subprocessors: { hidden: hidden.has('subprocessors') },
        documents: { hidden: hidden.has('documents') },
        kb: { entries: [] },
        mapper: {},
      },
    });

    const featured: string[] = [];
    for (const card of p.cards) {
      const iconAssetId = card.icon
        ? await storeAsset('icon', iconSvg(card.icon.color), productId, { type: 'card', card: card.kind })
        : null;
      const [cardRow] = await db
        .insert(cards)
        .values({
          orgId,
          productId,
          kind: card.kind,
          title: card.title ?? null,
          hidden: card.hidden ?? false,
          placeholder: card.placeholder ?? null,
          displayText: card.displayText ?? null,
          iconAssetId,
          position: card.position ?? null,
        })
        .returning({ id: cards.id });
      created.cardIds.set(`${p.slug}/${card.kind}`, cardRow!.id);
      featured.push(...(card.featured ?? []));
      for (const item of card.items ?? []) {
        const logoAssetId = item.badge
          ? await storeAsset('certification_logo', badgeSvg(item.badge.label, item.badge.color), productId)
          : null;
        const [itemRow] = await db
          .insert(items)
          .values({
            orgId,
            cardId: cardRow!.id,
            title: item.title,
            subtitle: item.subtitle ?? null,
            enabledState: item.enabledState ?? 'enabled',
            type: item.type ?? null,
            maturity: item.maturity ?? null,
            recurrence: item.recurrence ?? null,
            explanation: item.explanation ?? null,
            href: item.href ?? null,
            auditor: item.auditor ?? null,
            expiry: item.expiry ?? null,
            publicAccess: item.publicAccess ?? false,
            hidden: item.hidden ?? false,
            listEntries: item.listEntries ?? [],
            choice: item.choice ?? null,
            bridgeLetter: item.bridgeLetter ?? null,
            logoAssetId,
            custom: item.custom ? { id: randomUUID(), title: item.title, cardType: card.kind } : null,
            lastModifiedBy: item.modifiedBy ?? null,
            lastModifiedAt: new Date(now.getTime() - (item.modifiedDaysAgo ?? 30) * DAY),
          })
          .returning({ uid: items.uid });
        const uid = itemRow!.uid;
        created.itemUids.set(item.title, uid);
        if (item.slug) await db.insert(itemSlugs).values({ itemUid: uid, orgId, slug: item.slug });
        for (const [position, doc] of (item.documents ?? []).entries()) {
          const pdf = await renderTextPdf({
            title: item.title,
            organisation: spec.name,
            paragraphs: doc.paragraphs,
            confidential: !item.publicAccess,
          });
          const fileId = await storeFile(doc.name, 'application/pdf', pdf, {
            shared: doc.shared,
            type: doc.type,
          });
          created.fileIds.set(doc.name, fileId);
          await db.insert(itemFiles).values({ itemUid: uid, fileId, orgId, position });
        }
      }
    }
    const documentsCardId = created.cardIds.get(`${p.slug}/documents`);
    if (documentsCardId && featured.length > 0) {
      await db
        .update(cards)
        .set({ featuredItemUids: featured.map((t) => created.itemUids.get(t)!).filter(Boolean) })
        .where(eq(cards.id, documentsCardId));
    }

    for (const [position, s] of (p.subprocessors ?? []).entries()) {
      const known = s.companyId ? findCatalogueCompany(s.companyId) : undefined;
      if (s.companyId && !known) throw new Error(`Unknown company ${s.companyId}`);
      const name = known?.name ?? s.name ?? 'Subprocessor';
      const logoAssetId =
        !known && s.color ? await storeAsset('company_logo', monogramSvg(name, s.color), productId) : null;
      const [row] = await db
        .insert(subprocessors)
        .values({
          orgId,
          productId,
          position,
          logoAssetId,
          company: known
            ? { source: 'addendum', companyId: known.id, name, domain: known.domain, logo: null }
            : s.domain
              ? { source: 'brand-service', name, domain: s.domain, logo: null }
              : { source: 'custom', name },
          purpose: s.purpose ?? null,
          location: s.location ?? null,
          additionalDetails: s.details ?? null,
        })
        .returning({ id: subprocessors.id });
      await db
        .insert(subprocessorChanges)
        .values({ orgId, productId, subprocessorId: row!.id, change: 'added', name });
    }
    const riskAnswers = Object.entries(p.riskProfile ?? {});
    if (riskAnswers.length > 0)
      await db.insert(riskProfileAnswers).values(
        riskAnswers.map(([question, answer]) => ({
          orgId,
          productId,
          question: question as RiskQuestion,
          answer: answer!,
        })),
      );
    if (p.securityGrades?.length)
      await db.insert(gradeEntries).values(
        p.securityGrades.map((g, position) => ({
          orgId,
          productId,
          position,
          provider: g.provider,
          label: g.label,
          description: g.description ?? null,
          grade: g.grade ?? null,
          url: g.url ?? null,
        })),
      );
    for (const [position, t] of (p.trustedBy ?? []).entries()) {
      const logoAssetId = await storeAsset('company_logo', monogramSvg(t.name, t.color), productId);
      await db.insert(trustedCompanies).values({
        orgId,
        productId,
        position,
        logoAssetId,
        company: t.domain
          ? { source: 'brand-service', name: t.name, domain: t.domain, logo: null }
          : { source: 'custom', name: t.name },
      });
    }
    return productId;
  }
}
