import { Resolver } from 'node:dns/promises';

/** The TXT record that proves an organisation controls a domain: `_trust-verification.{domain}`. */
export const txtRecordName = (domain: string) => `_trust-verification.${domain}`;

/**
 * Looks the verification record up in DNS (DNS_SERVERS when configured, the system's otherwise).
 * Any failure to answer counts as 'not found yet'.
 */
export async function hasVerificationRecord(
  domain: string,
  token: string,
  servers: string[],
  timeoutMs = 5000,
): Promise<boolean> {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(txtRecordName(domain));
    return records.some((chunks) => chunks.join('').trim() === token);
  } catch {
    return false;
  }
}
