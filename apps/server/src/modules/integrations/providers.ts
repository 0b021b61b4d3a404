import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  hackeroneHandle,
  statuspageBase,
  STATUS_INDICATORS,
  type HackerOneStats,
  type IntegrationProvider,
  type StatusIndicator,
} from '@trust/shared';
import type { IntegrationSettings } from '../../config.js';
import { isPrivateAddress } from '../../platform/private-addresses.js';

/** The provider does not know what the link names (404), or cannot be read right now. */
export class ProviderFailure extends Error {
  constructor(readonly kind: 'not_found' | 'unavailable') {
    super(kind);
  }
}

/** One live-data provider behind the one interface the service and the refresh job use. */
export interface LiveProvider<Data> {
  readonly provider: IntegrationProvider;
  read(link: string): Promise<Data>;
  /** Named in 'Temporary connection error ... in {host}'. */
  hostOf(link: string): string;
}

export interface StatuspageData {
  indicator: StatusIndicator;
  description: string;
}

async function getJson(url: string, settings: IntegrationSettings): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch {
    throw new ProviderFailure('unavailable');
  }
  if (response.status === 404) throw new ProviderFailure('not_found');
  if (!response.ok) throw new ProviderFailure('unavailable');
  return response.json().catch(() => {
    throw new ProviderFailure('unavailable');
  });
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * HackerOne program statistics: the program ({base}/{handle}, as JSON) for resolved reports, and
 * its profile metrics ({base}/{handle}/profile_metrics.json) for response times and bounties.
 */
export function hackerOneProvider(settings: IntegrationSettings): LiveProvider<HackerOneStats> {
  return {
    provider: 'hackerone',
    hostOf: () => new URL(settings.hackerOneBaseUrl).host,
    async read(link) {
      const handle = hackeroneHandle(link);
      if (!handle) throw new ProviderFailure('not_found');
      const base = `${settings.hackerOneBaseUrl}/${encodeURIComponent(handle)}`;
      const [program, metrics] = (await Promise.all([
        getJson(base, settings),
        getJson(`${base}/profile_metrics.json`, settings),
      ])) as [Record<string, unknown> | null, Record<string, unknown> | null];
      if (!program || typeof program !== 'object' || !metrics || typeof metrics !== 'object')
        throw new ProviderFailure('unavailable');
      const low = numberOrNull(metrics.average_bounty_lower_amount);
      const high = numberOrNull(metrics.average_bounty_upper_amount);
      const resolvedAt = program.last_report_resolved_at;
      return {
        programStatistics: {
          reportsResolved: numberOrNull(program.resolved_report_count),
          lastReportedResolved:
            typeof resolvedAt === 'string' && !Number.isNaN(Date.parse(resolvedAt))
              ? new Date(resolvedAt).toISOString()
              : null,
        },
        responseEfficiency: {
          averageTimeToFirstResponse: numberOrNull(metrics.mean_time_to_first_response),
          averageTimeToTriage: numberOrNull(metrics.mean_time_to_triage),
          averageBounty: low !== null && high !== null ? (low + high) / 2 : (low ?? high),
        },
      };
    },
  };
}

/** A status page must be on the internet: the server never reads its own network for an editor. */
async function assertPublicHost(host: string, settings: IntegrationSettings) {
  if (settings.allowPrivateHosts) return;
  const name = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(name)
    ? [{ address: name, family: isIP(name) }]
    : await lookup(name, { all: true }).catch(() => {
        throw new ProviderFailure('not_found');
      });
  if (addresses.some((a) => isPrivateAddress(a.address, a.family))) throw new ProviderFailure('not_found');
}

/** Atlassian Statuspage: the page's public summary ({page}/api/v2/summary.json). */
export function statuspageProvider(settings: IntegrationSettings): LiveProvider<StatuspageData> {
  return {
    provider: 'statuspage',
    hostOf: (link) => new URL(statuspageBase(link) ?? link).host,
    async read(link) {
      const base = statuspageBase(link);
      if (!base) throw new ProviderFailure('not_found');
      await assertPublicHost(new URL(base).hostname, settings);
      const summary = (await getJson(`${base}/api/v2/summary.json`, settings)) as {
        status?: { indicator?: unknown; description?: unknown };
        scheduled_maintenances?: { status?: unknown }[];
      } | null;
      const indicator = summary?.status?.indicator;
      const description = summary?.status?.description;
      if (typeof indicator !== 'string' || !(STATUS_INDICATORS as readonly string[]).includes(indicator))
        throw new ProviderFailure('unavailable');
      const maintenance =
        indicator === 'none' &&
        (summary?.scheduled_maintenances ?? []).some((m) => m?.status === 'in_progress');
      return {
        indicator: maintenance ? 'maintenance' : (indicator as StatusIndicator),
        description: typeof description === 'string' ? description.slice(0, 200) : '',
      };
    },
  };
}
