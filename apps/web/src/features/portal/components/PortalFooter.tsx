import { Anchor, Container, Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { PortalView } from '@trust/shared';
import { PRODUCT_NAME, SCRIPT_MESSAGES, VERIFY_MESSAGES } from '@trust/shared';
import { Link } from 'react-router';

export function PortalFooter({
  view,
  onCookieSettings,
}: {
  view: PortalView;
  onCookieSettings?: () => void;
}) {
  const { customization } = view.sharedInfo;
  return (
    <Container size={1200} py="xl" component="footer">
      <Group justify="space-between" gap="sm">
        <Group gap="md">
          <Text fz="sm" c="dimmed">
            © {new Date().getFullYear()} {view.organisation.name}
          </Text>
          {customization.privacyNoticeUrl && (
            <Anchor
              href={customization.privacyNoticeUrl}
              fz="sm"
              c="dimmed"
              target="_blank"
              rel="noopener noreferrer"
            >
              Privacy Notice
            </Anchor>
          )}
          <Anchor component={Link} to="/verify" fz="sm" c="dimmed">
            {VERIFY_MESSAGES.footerLink}
          </Anchor>
          {onCookieSettings && (
            <Anchor component="button" type="button" fz="sm" c="dimmed" onClick={onCookieSettings}>
              {SCRIPT_MESSAGES.settings}
            </Anchor>
          )}
          {customization.termsOfServiceUrl && (
            <Anchor
              href={customization.termsOfServiceUrl}
              fz="sm"
              c="dimmed"
              target="_blank"
              rel="noopener noreferrer"
            >
              Terms of Service
            </Anchor>
          )}
        </Group>
        {view.features.builtOnBadge && (
          <Group gap={6} data-testid="built-on-badge">
            <IconShieldCheck size={16} color="var(--mantine-color-dimmed)" />
            <Text fz="xs" c="dimmed">
              Built on {PRODUCT_NAME}
            </Text>
          </Group>
        )}
      </Group>
    </Container>
  );
}
