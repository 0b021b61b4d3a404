import { Anchor, Button, Group, Text } from '@mantine/core';
import { Hint } from '@/components/floating/Hint';
import { IconBug, IconLifebuoy } from '@tabler/icons-react';
import type { Customization } from '@trust/shared';
import { track } from '../analytics/track';
import { SectionCard } from './SectionCard';

/** Where a click on a help action goes: a mailbox or a site, per the customization. */
function target(
  action: 'send_email' | 'direct_to_site',
  mailbox: string | null,
  url: string | null,
  subject: string,
): string | null {
  if (action === 'direct_to_site') return url;
  return mailbox ? `mailto:${mailbox}?subject=${encodeURIComponent(subject)}` : null;
}

/** Staff see an unconfigured action disabled, with where to set it up (editor spec section 2). */
const SETUP_HINT = 'Not set up yet: choose a mailbox or a page in Trust Center Settings';

export function HelpCard({
  customization,
  organisationName,
  staff = false,
}: {
  customization: Customization;
  organisationName: string;
  /** Editors in Main mode: the card shows even when nothing is configured. */
  staff?: boolean;
}) {
  const support = target(
    customization.contactSupport.onClickAction,
    customization.supportMailbox,
    customization.contactSupport.supportUrl,
    `${customization.portalTitle} question`,
  );
  const report = target(
    customization.reportIssue.onClickAction,
    customization.securityMailbox,
    customization.reportIssue.reportUrl,
    'Security issue report',
  );
  if (!support && !report && !staff) return null;
  const external = (href: string) =>
    href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' };
  const action = (
    href: string | null,
    label: string,
    icon: React.ReactNode,
    variant: 'filled' | 'default',
  ) =>
    href ? (
      <Button
        component="a"
        href={href}
        {...external(href)}
        variant={variant}
        leftSection={icon}
        onClick={() => track('support_click', { action: label })}
      >
        {label}
      </Button>
    ) : (
      staff && (
        <Hint label={SETUP_HINT}>
          <Button
            component="a"
            href="/app/settings"
            variant={variant}
            leftSection={icon}
            data-disabled
            aria-disabled
            aria-label={`${label} (not set up: open Trust Center Settings)`}
            onClick={(event) => event.preventDefault()}
          >
            {label}
          </Button>
        </Hint>
      )
    );
  return (
    <SectionCard title="Help" testId="card-help">
      <Text fz="sm" c="dimmed" mb="md">
        Have a question about {organisationName}'s security, or found a vulnerability? Reach the team
        directly.
      </Text>
      <Group>
        {action(support, 'Contact support', <IconLifebuoy size={16} />, 'filled')}
        {action(report, 'Report issue', <IconBug size={16} />, 'default')}
      </Group>
      {staff && (!support || !report) && (
        <Text fz="xs" c="dimmed" mt="sm">
          Visitors do not see what is not set up.{' '}
          <Anchor href="/app/settings" fz="xs">
            Open Trust Center Settings
          </Anchor>
        </Text>
      )}
    </SectionCard>
  );
}
