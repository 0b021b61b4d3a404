import type { AppContext } from '../../context.js';
import {
  findPrimaryDomain,
  unscopedFindOrgByDomain,
  unscopedFindOrgByKey,
  type TenantOrg,
} from './queries.js';

export interface ResolvedTenant extends TenantOrg {
  /** Set when the request arrived on the organisation's custom domain. */
  customDomain: string | null;
}

/**
 * Finds organisations by slug, id or custom domain, remembering answers (misses too) until the
 * organisation's content changes, so a warm portal request costs no database round trip. Each map
 * holds at most `maxRemembered` answers: random slugs or Host names cannot grow it without bound.
 */
export class TenantDirectory {
  private readonly byKey = new Map<string, TenantOrg | null>();
  private readonly byDomain = new Map<string, TenantOrg | null>();
  private readonly primaryDomain = new Map<string, string | null>();
  private readonly mainHosts: Set<string>;

  constructor(
    private readonly ctx: AppContext,
    private readonly maxRemembered = 10_000,
  ) {
    this.mainHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1', new URL(ctx.config.appUrl).hostname]);
    ctx.events.subscribe(() => this.clear());
  }

  clear() {
    this.byKey.clear();
    this.byDomain.clear();
    this.primaryDomain.clear();
  }

  isMainHost(hostname: string): boolean {
    return this.mainHosts.has(hostname.toLowerCase());
  }

  /** Remembers an answer; a full map starts over (the organisations that matter come back at once). */
  private remember<V>(map: Map<string, V>, key: string, value: V): V {
    if (map.size >= this.maxRemembered) map.clear();
    map.set(key, value);
    return value;
  }

  async byOrgKey(key: string): Promise<TenantOrg | null> {
    if (this.byKey.has(key)) return this.byKey.get(key) ?? null;
    return this.remember(this.byKey, key, await unscopedFindOrgByKey(this.ctx.db, key));
  }

  async byCustomDomain(hostname: string): Promise<TenantOrg | null> {
    const domain = hostname.toLowerCase();
    if (this.byDomain.has(domain)) return this.byDomain.get(domain) ?? null;
    return this.remember(this.byDomain, domain, await unscopedFindOrgByDomain(this.ctx.db, domain));
  }

  /** How many answers are remembered, for tests and diagnostics. */
  get rememberedCount(): number {
    return this.byKey.size + this.byDomain.size + this.primaryDomain.size;
  }

  /** The organisation's own domain, for canonical links. */
  async customDomainOf(orgId: string): Promise<string | null> {
    if (!this.primaryDomain.has(orgId))
      this.primaryDomain.set(orgId, await findPrimaryDomain(this.ctx.db, orgId));
    return this.primaryDomain.get(orgId) ?? null;
  }
}

// A DNS name or an IP address, then an optional port: nothing else (no user info, no path).
// Underscores too: internal names (a container's service name) often have them.
const HOST =
  /^(\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?)(?::\d{1,5})?$/i;

/** The hostname of a Host header, lower-cased and without port; '' when the header is not a plain host. */
export function hostnameOf(host: string | undefined): string {
  const match = host ? HOST.exec(host) : null;
  return match ? match[1]!.toLowerCase().replace(/\.$/, '') : '';
}
