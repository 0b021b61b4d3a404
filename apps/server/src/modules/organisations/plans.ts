import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organisations, type OrgFeatures } from '../../db/schema/index.js';
import { DEFAULT_FEATURES } from '../../db/seed/organisation-builder.js';
import { CONTENT_CHANGED_CHANNEL } from '../portal/content-revision.js';

export const PLANS = ['free', 'growth', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** What each plan unlocks (editor spec section 6); an operator may still switch single features. */
export const PLAN_FEATURES: Record<Plan, OrgFeatures> = {
  free: DEFAULT_FEATURES,
  growth: {
    ...DEFAULT_FEATURES,
    allowSectionCustomization: true,
    allowReplaceCardIcons: true,
    allowItemTitleRenaming: true,
    allowCardTitleRenaming: true,
    allowRestrictedFileSwitch: true,
    allowBridgeLetter: true,
    trustCenterAi: true,
  },
  enterprise: {
    allowSectionCustomization: true,
    allowReplaceCardIcons: true,
    allowItemTitleRenaming: true,
    allowCardTitleRenaming: true,
    allowRestrictedFileSwitch: true,
    allowBridgeLetter: true,
    allowPartnerImport: true,
    hideBuiltOnBadge: true,
    trustCenterAi: true,
  },
};

export const FEATURE_NAMES = Object.keys(DEFAULT_FEATURES) as (keyof OrgFeatures)[];

/** The instance operator's switch (npm run org:plan): the plan, its features and any single overrides. */
export async function unscopedSetPlan(
  db: Db,
  orgId: string,
  plan: Plan,
  overrides: Partial<OrgFeatures> = {},
): Promise<OrgFeatures> {
  const features = { ...PLAN_FEATURES[plan], ...overrides };
  await db
    .update(organisations)
    .set({ plan, features, contentRevision: sql`${organisations.contentRevision} + 1` })
    .where(eq(organisations.id, orgId));
  // Running servers drop their cached views of this organisation.
  await db.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${orgId})`);
  return features;
}
