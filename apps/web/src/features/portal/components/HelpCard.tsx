import { Button, Group, Text } from '@mantine/core';
import { IconBug, IconLifebuoy } from '@tabler/icons-react';
import type { Customization } from '@trust/shared';
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

export function HelpCard({
  customization,
  organisationName,
}: {
  customization: Customization;
  organisationName: string;
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
  if (!support && !report) return null;
  const external = (href: string) =>
    href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' };
  return (
    <SectionCard title="Help" testId="card-help">
      <Text fz="sm" c="dimmed" mb="md">
        Have a question about {organisationName}'s security, or found a vulnerability? Reach the team
        directly.
      </Text>
      <Group>
        {support && (
          <Button
            component="a"
            href={support}
            {...external(support)}
            leftSection={<IconLifebuoy size={16} />}
          >
            Contact support
          </Button>
        )}
        {report && (
          <Button
            component="a"
            href={report}
            {...external(report)}
            variant="default"
            leftSection={<IconBug size={16} />}
          >
            Report issue
          </Button>
        )}
      </Group>
    </SectionCard>
  );
}
