import { ActionIcon, Box, Button, Group, Paper, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconBell, IconBrandLinkedin, IconCheck, IconCopy, IconMail, IconShare } from '@tabler/icons-react';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { copyText } from '@/lib/clipboard';

interface SharePanelProps {
  portalName: string;
  link: string;
  /** Wraps the Subscribe button with the subscribe popover; absent: no Subscribe button. */
  subscribe?: (button: ReactElement) => ReactElement;
}

/** Copy, e-mail and professional-network sharing of the portal link. */
function ShareOptions({ portalName, link }: Omit<SharePanelProps, 'subscribe'>) {
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  const mail = `mailto:?subject=${encodeURIComponent(portalName)}&body=${encodeURIComponent(link)}`;
  const linkedIn = `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`;
  return (
    <Stack gap="xs" w={240}>
      <Text fz="sm" fw={600}>
        Share {portalName}
      </Text>
      <Button variant="light" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={async () => setCopied(await copyText(link))}>
        {copied === true ? 'Copied!' : copied === false ? 'Copy link from the address bar' : 'Copy link'}
      </Button>
      <Button variant="default" component="a" href={mail} leftSection={<IconMail size={16} />}>
        Share by e-mail
      </Button>
      <Button variant="default" component="a" href={linkedIn} target="_blank" rel="noopener noreferrer" leftSection={<IconBrandLinkedin size={16} />}>
        Share on LinkedIn
      </Button>
    </Stack>
  );
}

/** The share options in a popover opening from `children`. */
function SharePopover({ position, children, ...props }: Omit<SharePanelProps, 'subscribe'> & { position: 'right' | 'top'; children: ReactNode }) {
  return (
    <Popover position={position} withArrow shadow="md">
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown>
        <ShareOptions {...props} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** Fixed at the left edge, vertically centred, on wide screens. */
export function SharePanelFixed(props: SharePanelProps) {
  return (
    <Box visibleFrom="lg" pos="fixed" left={12} top="50%" style={{ transform: 'translateY(-50%)', zIndex: 100 }}>
      <Paper withBorder shadow="md" radius="xl" p={6} data-testid="share-panel-fixed">
        <Stack gap={6}>
          <SharePopover position="right" portalName={props.portalName} link={props.link}>
            <Tooltip label="Share" position="right">
              <ActionIcon variant="subtle" size="lg" radius="xl" aria-label="Share">
                <IconShare size={18} />
              </ActionIcon>
            </Tooltip>
          </SharePopover>
          {props.subscribe?.(
            <ActionIcon variant="subtle" size="lg" radius="xl" aria-label="Subscribe" title="Subscribe to updates">
              <IconBell size={18} />
            </ActionIcon>,
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

/** Below the large breakpoint: a card with the same buttons. */
export function SharePanelCard(props: SharePanelProps) {
  return (
    <Paper hiddenFrom="lg" withBorder radius="lg" p="lg" shadow="xs" miw={{ base: 'auto', sm: 332 }} data-testid="share-panel-card">
      <Text fw={600} mb="xs">
        Stay informed
      </Text>
      <Group>
        <SharePopover position="top" portalName={props.portalName} link={props.link}>
          <Button variant="light" leftSection={<IconShare size={16} />}>
            Share
          </Button>
        </SharePopover>
        {props.subscribe?.(
          <Button variant="default" leftSection={<IconBell size={16} />}>
            Subscribe
          </Button>,
        )}
      </Group>
    </Paper>
  );
}
