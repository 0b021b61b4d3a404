import {
  gradeColour,
  RISK_QUESTIONS,
  sortGradeEntries,
  type GradeProvider,
  aiAccessLevel,
  KB_CARD_ENTRIES,
  usesServerSearch,
  CARD_DEFAULT_TITLES,
  certificationLogoPath,
  customizationSettingsSchema,
  HIDDEN_WHEN_EMPTY,
  isExpandable,
  normaliseSectionOrder,
  planScripts,
  resolveLogoVariant,
  sortCardItems,
  sortCards,
  type CardKind,
  type IntegrationProvider,
  type DocumentEntry,
  type PortalCard,
  type PortalItem,
  type PortalView,
  type Product,
} from '@trust/shared';
import type { AppContext } from '../../context.js';
import type { CompanySource, OrgFeatures } from '../../db/schema/index.js';
import { catalogueLogoUrl, findCatalogueCompany, monogramLogoUrl } from '../companies/catalogue.js';
import { renderMarkdown } from '../../platform/markdown.js';
import { itemVisibility, type Viewer } from '../access/item-access.js';
import { kbLevelsFor } from '../access/viewer.js';
import { notFound } from '../../plugins/errors.js';
import { listGradeEntries } from '../security-grades/service.js';
import { listPartners } from '../collaboration/partner-queries.js';
import * as q from './queries.js';

export interface ViewOrg {
  id: string;
  name: string;
  slug: string;
  features: OrgFeatures;
  plan: 'free' | 'growth' | 'enterprise';
  defaultProductId: string | null;
  contentRevision: number;
}

type ProductRow = Awaited<ReturnType<typeof q.listProducts>>[number];
type ItemRow = Awaited<ReturnType<typeof q.listItemsOfCards>>[number];
type DocumentRow = Awaited<ReturnType<typeof q.listItemDocuments>>[number];

/** Section config keys that can hide a row's card. */
const SECTION_HIDE_KEYS: Partial<
  Record<CardKind, 'overview' | 'certifications' | 'trusted_by' | 'subprocessors' | 'documents'>
> = {
  overview: 'overview',
  certifications: 'certifications',
  trusted_by: 'trusted_by',
  subprocessors: 'subprocessors',
  documents: 'documents',
};

/**
 * Builds what a viewer sees of one product page. `productId` null means the default product. A
 * product the viewer may not see (another organisation's, or not shown outside Main mode) is a 404.
 */
export async function buildPortalView(
  ctx: AppContext,
  org: ViewOrg,
  productId: string | null,
  viewer: Viewer,
): Promise<PortalView> {
  const scope = { orgId: org.id };
  const { db } = ctx;
  const offersPartners = viewer.mode === 'AccountExternal' && org.features.allowPartnerImport;
  const [customizationRow, productRows, linkRows, assetRows, partnerRows] = await Promise.all([
    q.getCustomization(db, scope),
    q.listProducts(db, scope),
    q.listProductLinks(db, scope),
    q.listAssetRevisions(db, scope),
    offersPartners ? listPartners(db, scope) : [],
  ]);
  const assetRevision = new Map(assetRows.map((a) => [a.id, a.revision]));
  const assetUrl = (id: string | null) => {
    const revision = id ? assetRevision.get(id) : undefined;
    return id && revision !== undefined ? `/api/share/${org.slug}/assets/${id}?v=${revision}` : null;
  };
  const main = viewer.mode === 'Main';
  const visibleProducts = productRows.filter((p) => main || p.show || p.id === org.defaultProductId);
  const product = productId
    ? visibleProducts.find((p) => p.id === productId)
    : (visibleProducts.find((p) => p.id === org.defaultProductId) ?? visibleProducts[0]);
  if (!product) throw notFound();

  const settings = customizationSettingsSchema.parse(customizationRow?.settings ?? {});
  const [pageSettings, cardRows, slugRows, subprocessorRows, trustedRows, riskRows, gradeRows, liveRows, kb] =
    await Promise.all([
      q.getPageSettings(db, scope, product.id),
      q.listCards(db, scope, product.id),
      q.listItemSlugs(db, scope),
      q.listSubprocessors(db, scope, product.id),
      q.listTrustedCompanies(db, scope, product.id),
      q.listRiskProfileAnswers(db, scope, product.id),
      listGradeEntries(db, scope, product.id),
      q.listLiveIntegrations(db, scope, product.id),
      q.listKbEntries(db, scope, product.id, kbLevelsFor(viewer), KB_CARD_ENTRIES),
    ]);
  const config = pageSettings?.config;
  const connected = (provider: IntegrationProvider) => org.plan !== 'free' && liveRows.includes(provider);
  const minimal = viewer.mode === 'Public' && settings.publicAccessLevel === 'Minimal';
  const sectionHidden = (kind: CardKind) => {
    const key = SECTION_HIDE_KEYS[kind];
    return key !== undefined && config?.[key].hidden === true;
  };
  const shownCards = cardRows.filter(
    (c) => main || (!c.hidden && !sectionHidden(c.kind) && (!minimal || c.kind === 'overview')),
  );

  const itemRows = await q.listItemsOfCards(
    db,
    scope,
    shownCards.map((c) => c.id),
  );
  const visibility = new Map(
    itemRows.map((i) => [i.uid, itemVisibility(i, viewer, settings.publicAccessLevel)]),
  );
  const shownItems = itemRows.filter((i) => visibility.get(i.uid) !== 'invisible');
  const documentRows = await q.listItemDocuments(
    db,
    scope,
    shownItems.map((i) => i.uid),
  );
  const documentsByItem = groupBy(documentRows, (d) => d.itemUid);
  const slugByItem = new Map(slugRows.map((s) => [s.itemUid, s.slug]));

  const toItem = (row: ItemRow, kind: CardKind): PortalItem => {
    const locked = visibility.get(row.uid) === 'locked';
    const uploadedLogo = assetUrl(row.logoAssetId);
    return {
      itemUid: row.uid,
      cardKind: kind,
      title: row.title,
      subtitle: row.subtitle,
      enabledState: row.enabledState,
      type: row.type,
      maturity: row.maturity,
      recurrence: row.recurrence,
      explanation: locked ? null : row.explanation,
      href: locked ? null : row.href,
      auditor: row.auditor,
      expiry: row.expiry,
      logoUrl: kind === 'certifications' ? (uploadedLogo ?? builtInLogoUrl(row)) : null,
      logoUploaded: kind === 'certifications' && uploadedLogo !== null,
      logoVariant: kind === 'certifications' && main ? row.logoVariant : null,
      listEntries: locked ? [] : row.listEntries,
      choice: row.choice,
      integrations: locked ? [] : (row.integrations ?? []).filter(connected),
      publicAccess: row.publicAccess,
      hidden: row.hidden,
      locked,
      custom: row.custom !== null,
      slug: slugByItem.get(row.uid) ?? null,
      documents: (documentsByItem.get(row.uid) ?? []).map((d: DocumentRow) => ({
        fileId: d.fileId,
        locked: locked && !d.isShared,
        originalName: d.originalName,
        contentType: d.contentType,
        itemUid: d.itemUid,
        viewOnly: (d.documentAccessType ?? settings.documentAccessDefault) === 'view_only',
      })),
      bridgeLetter:
        row.bridgeLetter?.letterEnabled && row.bridgeLetter.letterContent.trim() && (!locked || main)
          ? { letterType: row.bridgeLetter.letterType }
          : null,
      bridgeLetterDraft: main ? (row.bridgeLetter ?? null) : null,
      lastModified: row.lastModifiedBy
        ? { on: row.lastModifiedAt.toISOString(), by: { name: row.lastModifiedBy } }
        : null,
    };
  };

  const itemsByCard = groupBy(shownItems, (i) => i.cardId);
  const portalCards: PortalCard[] = sortCards(
    shownCards.map((c) => ({ ...c, title: c.title ?? CARD_DEFAULT_TITLES[c.kind] })),
  ).map((c) => ({
    id: c.id,
    kind: c.kind,
    title: c.title,
    iconUrl: assetUrl(c.iconAssetId),
    hidden: c.hidden,
    placeholder: c.placeholder,
    displayText: c.displayText,
    expandable: isExpandable(c.kind),
    featuredDocuments: c.featuredItemUids,
    items: sortCardItems(
      c.kind,
      (itemsByCard.get(c.id) ?? []).map((row) => toItem(row, c.kind)),
      c.itemOrder,
    ),
  }));

  const documentsCard = portalCards.find((c) => c.kind === 'documents');
  const documents = documentsCard ? documentEntries(portalCards, documentsCard) : [];
  // A hidden card's rows stay out of the view too, not only its card.
  const cardShown = (kind: CardKind) => shownCards.some((c) => c.kind === kind);
  const subprocessorsOut = !cardShown('subprocessors')
    ? []
    : subprocessorRows.map((s) => ({
        id: s.id,
        company: company(s.company, assetUrl(s.logoAssetId)),
        purpose: s.purpose,
        location: s.location,
        additionalDetails: s.additionalDetails,
        createdAt: s.createdAt.toISOString(),
      }));
  const trustedBy = !cardShown('trusted_by')
    ? []
    : trustedRows.map((t) => ({ id: t.id, company: company(t.company, assetUrl(t.logoAssetId)) }));
  const riskProfile = !cardShown('risk_profile')
    ? []
    : RISK_QUESTIONS.flatMap((question) => {
        const row = riskRows.find((r) => r.question === question);
        return row ? [{ question, answer: row.answer }] : [];
      });
  const securityGrades = !cardShown('security_grades')
    ? []
    : sortGradeEntries(gradeRows as ((typeof gradeRows)[number] & { provider: GradeProvider })[]).map(
        (g) => ({
          id: g.id,
          provider: g.provider,
          label: g.label,
          description: g.description,
          grade: g.grade,
          url: g.url,
          colour: gradeColour(g.provider, g.grade),
        }),
      );
  const emptyKinds = new Set<CardKind>([
    ...(documents.length === 0 ? (['documents'] as const) : []),
    ...(subprocessorsOut.length === 0 ? (['subprocessors'] as const) : []),
    ...(trustedBy.length === 0 ? (['trusted_by'] as const) : []),
  ]);
  const visibleCards = portalCards.filter(
    (c) => main || !(HIDDEN_WHEN_EMPTY.includes(c.kind) && emptyKinds.has(c.kind)),
  );
  const overviewCard = visibleCards.find((c) => c.kind === 'overview');

  return {
    mode: viewer.mode,
    organisation: { id: org.id, name: org.name, slug: org.slug },
    sharedInfo: {
      defaultProductId: org.defaultProductId ?? product.id,
      products: visibleProducts.map((p) => toProduct(p, assetUrl)),
      productLinks: linkRows
        .filter((l) => main || l.show)
        .map((l) => ({ link: l.link, name: l.name, show: l.show })),
      customization: {
        ...settings,
        revision: customizationRow?.revision ?? 1,
        logoUrl: assetUrl(customizationRow?.logoAssetId ?? null),
        faviconUrl: assetUrl(customizationRow?.faviconAssetId ?? null),
      },
      partners: partnerRows,
      // Staff editing their page never load visitors' analytics.
      scriptPlan: main ? null : planScripts(settings.scripts, ctx.config.scriptsMirror),
    },
    product: toProduct(product, assetUrl),
    pageSettings: {
      productId: product.id,
      revision: pageSettings?.revision ?? 1,
      sectionOrder: normaliseSectionOrder(pageSettings?.sectionOrder),
    },
    overview:
      overviewCard && (config?.overview.content || main)
        ? {
            title: overviewCard.title,
            html: config?.overview.content ? renderMarkdown(config.overview.content) : '',
            ...(main ? { markdown: config?.overview.content ?? '' } : {}),
          }
        : null,
    cards: visibleCards,
    documents,
    subprocessors: subprocessorsOut,
    trustedBy,
    riskProfile,
    securityGrades,
    liveIntegrations: {
      hackerone: connected('hackerone') && cardShown('application_security'),
      statuspage: connected('statuspage') && cardShown('infrastructure'),
    },
    knowledgeBaseTotal: minimal ? 0 : kb.total,
    knowledgeBase: minimal
      ? []
      : kb.rows.map((k) => ({
          id: k.id,
          question: k.question,
          answer: k.answer,
          comment: k.comment,
          sourceType: k.sourceType,
          dateAdded: k.createdAt.toISOString(),
          lastModified: k.customerModifiedAt.toISOString(),
        })),
    features: {
      builtOnBadge: !org.features.hideBuiltOnBadge,
      aiAccess: aiAccessLevel({
        mode: viewer.mode,
        previewingAsAccountOrProfile: viewer.mode === 'Preview',
        planIncludesAi: org.features.trustCenterAi === true,
        aiEnabled: settings.trustCenterAi.enabled,
        // The search index is part of the database: always set up.
        dataStoreReady: true,
      }),
      serverSearch: usesServerSearch(viewer.mode),
      // Staff editing or previewing are not visitors.
      analytics:
        ctx.config.analyticsEnabled && (viewer.mode === 'Public' || viewer.mode === 'AccountExternal'),
    },
    editorFeatures: main
      ? {
          allowSectionCustomization: org.features.allowSectionCustomization,
          allowReplaceCardIcons: org.features.allowReplaceCardIcons,
          allowItemTitleRenaming: org.features.allowItemTitleRenaming,
          allowCardTitleRenaming: org.features.allowCardTitleRenaming,
          allowRestrictedFileSwitch: org.features.allowRestrictedFileSwitch,
          allowBridgeLetter: org.features.allowBridgeLetter,
        }
      : null,
    revision: org.contentRevision,
  };
}

/** A certification without an uploaded logo shows the built-in mark of its type and auditor. */
function builtInLogoUrl(row: Pick<ItemRow, 'type' | 'auditor' | 'logoVariant'>): string | null {
  const variant = resolveLogoVariant(row.type, row.auditor, row.logoVariant);
  return row.type && variant ? certificationLogoPath(row.type, variant) : null;
}

function toProduct(p: ProductRow, assetUrl: (id: string | null) => string | null): Product {
  return {
    productId: p.id,
    productName: p.name,
    productSlug: p.slug,
    show: p.show,
    bannerUrl: assetUrl(p.bannerAssetId),
    revision: p.revision,
  };
}

/** A company as the portal shows it; without an uploaded logo, the catalogue's or a monogram. */
function company(source: CompanySource, uploadedLogoUrl: string | null) {
  const companyId = source.source === 'addendum' || source.source === 'curated' ? source.companyId : null;
  const domain = 'domain' in source ? source.domain : null;
  return {
    companyId,
    name: source.name,
    domain,
    logoUrl:
      uploadedLogoUrl ??
      (companyId && findCatalogueCompany(companyId)
        ? catalogueLogoUrl(companyId)
        : monogramLogoUrl(source.name)),
    url: 'url' in source && source.url ? source.url : domain ? `https://${domain}` : null,
  };
}

/**
 * The documents card's tiles: every shown item carrying documents, in the documents card's custom
 * order, then in card order and item order; featured ones flagged.
 */
function documentEntries(cards: PortalCard[], documentsCard: PortalCard): DocumentEntry[] {
  const custom = new Map(documentsCard.items.map((i, index) => [i.itemUid, index]));
  const featured = new Set(documentsCard.featuredDocuments);
  const entries = cards.flatMap((card, cardIndex) =>
    card.items
      .filter((item) => item.documents.length > 0)
      .map((item, itemIndex) => ({
        card,
        item,
        rank: [custom.get(item.itemUid) ?? Infinity, cardIndex, itemIndex] as const,
      })),
  );
  entries.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.rank[2] - b.rank[2]);
  return entries.map(({ card, item }) => ({
    target: { kind: card.kind, itemUid: item.itemUid },
    title: item.title,
    cardTitle: card.title,
    documents: item.documents,
    isUnlocked: !item.locked,
    featured: featured.has(item.itemUid),
    bridgeLetter: item.bridgeLetter,
  }));
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
