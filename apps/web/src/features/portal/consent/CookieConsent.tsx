import { Button, Group, Paper, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { CONSENT_LABELS, SCRIPT_MESSAGES as M, type PortalView, type ScriptPlan } from '@trust/shared';
import { allCategories, useConsent, writeConsent } from './consent-store';
import { loadTag } from './load-tags';
import { startProviderBanner } from './provider-banners';

const CookieDeclarationModal = lazy(() => import('./CookieDeclarationModal'));

/**
 * The organisation's tags and cookie banner on the portal (visitor spec sections 3 and 9): a tag
 * loads only once the visitor consented to its category, through the built-in banner or the
 * organisation's provider; nothing optional loads before, and nothing at all in Main mode (the
 * server sends no plan there).
 */
export function CookieConsent({
  view,
  settingsOpen,
  onSettingsClose,
}: {
  view: PortalView;
  settingsOpen: boolean;
  onSettingsClose: () => void;
}) {
  const plan = view.sharedInfo.scriptPlan;
  const org = view.organisation.slug;
  const consent = useConsent(org);
  // The choice lives in this browser: the server-painted page never shows the banner.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const [customising, setCustomising] = useState(false);

  const banner = plan?.banner;
  useEffect(() => {
    if (banner?.kind !== 'provider') return;
    return startProviderBanner(banner, (choice) => writeConsent(org, choice));
  }, [banner, org]);

  useEffect(() => {
    if (!plan || plan.banner.kind === 'none' || !consent) return;
    for (const tag of plan.tags) if (consent.categories[tag.category]) loadTag(tag);
  }, [plan, consent]);

  if (!plan || !mounted) return null;
  const builtin = plan.banner.kind === 'builtin';
  return (
    <>
      {builtin && !consent && plan.tags.length > 0 && !settingsOpen && (
        <Paper
          role="region"
          aria-label={M.bannerTitle}
          data-testid="cookie-banner"
          shadow="lg"
          withBorder
          radius="md"
          p="md"
          style={{
            position: 'fixed',
            insetInline: 16,
            bottom: 16,
            zIndex: 300,
            maxWidth: 720,
            marginInline: 'auto',
          }}
        >
          <Text fw={600} fz="sm">
            {M.bannerTitle}
          </Text>
          <Text fz="sm" mt={4}>
            {M.bannerText([...new Set(plan.tags.map((t) => CONSENT_LABELS[t.category].title))])}
          </Text>
          <Group mt="sm" gap="xs" justify="flex-end">
            <Button variant="subtle" size="xs" onClick={() => setCustomising(true)}>
              {M.customise}
            </Button>
            <Button variant="default" size="xs" onClick={() => writeConsent(org, allCategories(false))}>
              {M.rejectAll}
            </Button>
            <Button size="xs" onClick={() => writeConsent(org, allCategories(true))}>
              {M.acceptAll}
            </Button>
          </Group>
        </Paper>
      )}
      {(settingsOpen || customising) && (
        <Suspense>
          <CookieDeclarationModal
            plan={plan}
            consent={consent}
            onSave={builtin ? (choice) => writeConsent(org, choice) : null}
            onClose={() => {
              setCustomising(false);
              onSettingsClose();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The footer's 'Cookie settings': with a declaration to show, or a built-in choice to change. */
export const cookieSettingsOffered = (plan: ScriptPlan | null) =>
  Boolean(plan && (plan.showDeclaration || (plan.banner.kind === 'builtin' && plan.tags.length > 0)));
