import type { SscErrorCode } from '@trust/shared';
import type { IntegrationSettings } from '../../config.js';

export type ScorecardAnswer = { grade: string } | { error: SscErrorCode };

const DOMAIN = /^(?!www\.)(?!-)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})*\.[a-z]{2,63}$/i;

/**
 * A company's Security Scorecard letter grade (GET {base}/companies/{domain}, 'Token' auth): a
 * domain the service does not know is bad_domain, a company it has not scored yet is
 * scorecard_not_calculated, and anything else going wrong (down, slow, malformed) bad_network.
 */
export async function scorecardGrade(
  settings: IntegrationSettings,
  domain: string,
): Promise<ScorecardAnswer> {
  if (!DOMAIN.test(domain)) return { error: 'bad_domain' };
  const { baseUrl, apiKey } = settings.securityScorecard;
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/companies/${encodeURIComponent(domain.toLowerCase())}`, {
      headers: { accept: 'application/json', ...(apiKey ? { authorization: `Token ${apiKey}` } : {}) },
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch {
    return { error: 'bad_network' };
  }
  const body = (await response.json().catch(() => null)) as {
    grade?: unknown;
    error?: { code?: unknown; message?: unknown };
  } | null;
  const code = typeof body?.error?.code === 'string' ? body.error.code : '';
  if (
    code === 'scorecard_not_calculated' ||
    /not (yet )?calculated/i.test(String(body?.error?.message ?? ''))
  )
    return { error: 'scorecard_not_calculated' };
  if (response.status === 404 || response.status === 400 || code === 'bad_domain')
    return { error: 'bad_domain' };
  if (!response.ok || !body) return { error: 'bad_network' };
  if (body.grade === undefined || body.grade === null) return { error: 'scorecard_not_calculated' };
  return typeof body.grade === 'string' && /^[A-F]$/.test(body.grade)
    ? { grade: body.grade }
    : { error: 'bad_network' };
}
