import { and, count, eq, isNotNull } from 'drizzle-orm';
import { customizationSettingsSchema, type Checklist } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { customizations, itemFiles, memberships, orgDomains } from '../../db/schema/index.js';

const DEFAULTS = customizationSettingsSchema.parse({});

/** The staff home's first steps, read from what the organisation has (nothing is ticked by hand). */
export class OrganisationChecklist {
  constructor(private readonly ctx: AppContext) {}

  async steps({ orgId }: OrgScope): Promise<Checklist> {
    const db = this.ctx.db;
    const [custom] = await db.select().from(customizations).where(eq(customizations.orgId, orgId));
    const settings = customizationSettingsSchema.parse(custom?.settings ?? {});
    const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
    const [documents, domains, team] = await Promise.all([
      countOf(db.select({ n: count() }).from(itemFiles).where(eq(itemFiles.orgId, orgId))),
      countOf(
        db
          .select({ n: count() })
          .from(orgDomains)
          .where(and(eq(orgDomains.orgId, orgId), isNotNull(orgDomains.verifiedAt))),
      ),
      countOf(db.select({ n: count() }).from(memberships).where(eq(memberships.orgId, orgId))),
    ]);
    const branded =
      custom?.logoAssetId != null ||
      settings.primaryColor !== DEFAULTS.primaryColor ||
      settings.portalTitle !== DEFAULTS.portalTitle;
    return {
      steps: [
        { key: 'brand', done: branded },
        { key: 'documents', done: documents > 0 },
        { key: 'nda', done: settings.nda.provider !== 'none' },
        { key: 'domain', done: domains > 0 },
        { key: 'team', done: team > 1 },
      ],
    };
  }
}
