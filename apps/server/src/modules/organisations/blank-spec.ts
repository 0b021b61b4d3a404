import { CARD_KINDS, slugFromName, type NewOrganisation } from '@trust/shared';
import type { OrgSpec } from '../../db/seed/spec.js';

/**
 * A new organisation's starting point: one product with every card kind of the spec, all empty
 * (empty cards stay hidden from visitors until they have items), and no demo content.
 */
export function blankOrganisationSpec(org: NewOrganisation): OrgSpec {
  return {
    name: org.name,
    slug: org.slug,
    products: [
      {
        name: org.productName,
        slug: slugFromName(org.productName),
        cards: CARD_KINDS.map((kind) => ({ kind })),
      },
    ],
  };
}
