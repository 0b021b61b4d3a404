import { useSyncExternalStore } from 'react';
import {
  COOKIE_CONSENT_CATEGORIES,
  consentStorageKey,
  parseConsent,
  type Consent,
  type ConsentCategory,
} from '@trust/shared';

/** The visitor's cookie choice per organisation, in this browser only (visitor spec section 3). */
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; consent: Consent | null }>();

export function readConsent(org: string): Consent | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(consentStorageKey(org));
  } catch {
    return null;
  }
  const kept = cache.get(org);
  if (kept && kept.raw === raw) return kept.consent;
  let consent: Consent | null = null;
  try {
    consent = parseConsent(raw ? JSON.parse(raw) : null);
  } catch {
    consent = null;
  }
  cache.set(org, { raw, consent });
  return consent;
}

export function writeConsent(org: string, categories: Partial<Record<ConsentCategory, boolean>>) {
  const consent: Consent = {
    categories: Object.fromEntries(
      COOKIE_CONSENT_CATEGORIES.map((c) => [c, c === 'strictly_necessary' || Boolean(categories[c])]),
    ) as Consent['categories'],
    decidedAt: new Date().toISOString(),
  };
  try {
    window.localStorage.setItem(consentStorageKey(org), JSON.stringify(consent));
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
    cache.set(org, { raw: JSON.stringify(consent), consent });
  }
  for (const listener of listeners) listener();
}

export const allCategories = (value: boolean) =>
  Object.fromEntries(COOKIE_CONSENT_CATEGORIES.map((c) => [c, value])) as Record<ConsentCategory, boolean>;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored choice, kept in step across tabs; null until the visitor decides (and on the server). */
export function useConsent(org: string): Consent | null {
  return useSyncExternalStore(
    subscribe,
    () => readConsent(org),
    () => null,
  );
}
