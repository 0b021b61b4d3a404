import type { CompanyOption } from '@trust/shared';
import { COMPANY_CATALOGUE_ROWS } from './catalogue-data.js';
import { monogramSvg, simpleIconSvg } from './logos.js';

export interface CatalogueCompany {
  id: string;
  name: string;
  domain: string;
  aliases: string[];
  /** Simple Icons slug; empty for a monogram. */
  icon: string;
}

export const COMPANY_CATALOGUE: readonly CatalogueCompany[] = COMPANY_CATALOGUE_ROWS.map(
  ([id, name, domain, aliases, icon]) => ({
    id,
    name,
    domain,
    aliases: aliases ? aliases.split(',') : [],
    icon,
  }),
);
const byId = new Map(COMPANY_CATALOGUE.map((company) => [company.id, company]));

export const findCatalogueCompany = (id: string) => byId.get(id);

/** Where a catalogue company's logo is served (public: visitors see it in the tables). */
export const catalogueLogoUrl = (id: string) => `/api/companies/${encodeURIComponent(id)}/logo.svg`;

/** A company without a logo of its own gets its initials (drawn by the monogram route). */
export const monogramLogoUrl = (name: string) =>
  `/api/companies/monogram.svg?name=${encodeURIComponent(name)}`;

export function toCompanyOption(company: CatalogueCompany): CompanyOption {
  return {
    source: 'addendum',
    companyId: company.id,
    name: company.name,
    domain: company.domain,
    url: `https://${company.domain}`,
    logo: catalogueLogoUrl(company.id),
  };
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const searchable = COMPANY_CATALOGUE.map((company) => ({
  company,
  name: fold(company.name),
  domain: company.domain.toLowerCase(),
  aliases: company.aliases.map(fold),
}));

/**
 * Companies matching the typed text on name, domain or an alternative name ('AWS' finds Amazon Web
 * Services): exact, then prefix, then word prefix, then anywhere; alphabetical within a rank. An
 * empty text lists the first companies alphabetically.
 */
export function searchCatalogue(text: string, limit = 20): CatalogueCompany[] {
  const term = fold(text);
  const rankOf = (entry: (typeof searchable)[number]): number => {
    const names = [entry.name, ...entry.aliases];
    if (!term) return 3;
    if (names.includes(term) || entry.domain === term) return 0;
    if (names.some((n) => n.startsWith(term)) || entry.domain.startsWith(term)) return 1;
    if (names.some((n) => n.includes(` ${term}`))) return 2;
    if (names.some((n) => n.includes(term)) || entry.domain.includes(term)) return 3;
    return -1;
  };
  return searchable
    .map((entry) => ({ entry, rank: rankOf(entry) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.entry.name.localeCompare(b.entry.name))
    .slice(0, limit)
    .map(({ entry }) => entry.company);
}

/** The logo of a catalogue company: its Simple Icons mark, or a monogram. */
export function catalogueLogoSvg(id: string): string | null {
  const company = byId.get(id);
  if (!company) return null;
  return (company.icon && simpleIconSvg(company.icon)) || monogramSvg(company.name);
}
