import { ActionIcon, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ERROR_MESSAGES } from '@trust/shared';
import { IconBell, IconShare } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ComponentProps, type ReactElement } from 'react';
import { Hint } from '@/components/floating/Hint';
import { usePortal } from '../context';

const SharePopoverChunk = lazy(() => import('./SharePopover'));

export interface SharePanelProps {
  portalName: string;
  link: string;
  /** Wraps the Subscribe button with the subscribe popover; absent: no Subscribe button. */
  subscribe?: (button: ReactElement) => ReactElement;
}

/**
 * The share options in a popover opening from `children`; the popover arrives just after first
 * paint. Where the link would not open for others (a preview, a hidden product), the trigger is
 * disabled and says why.
 */
export function SharePopover(props: ComponentProps<typeof SharePopoverChunk>) {
  const [clicked, setClicked] = useState(false);
  const { view } = usePortal();
  if (view.mode === 'Preview' || !view.product.show)
    return (
      <Hint label={ERROR_MESSAGES.shareLinksDisabled} multiline w={240} position={props.position}>
        <Box
          component="span"
          display="inline-block"
          tabIndex={0}
          role="note"
          aria-label={ERROR_MESSAGES.shareLinksDisabled}
          data-testid="share-disabled"
          style={{ cursor: 'not-allowed', opacity: 0.5 }}
        >
          <Box component="span" display="inline-block" inert style={{ pointerEvents: 'none' }}>
            {props.children}
          </Box>
        </Box>
      </Hint>
    );
  return (
    <Suspense fallback={<span onClickCapture={() => setClicked(true)}>{props.children}</span>}>
      <SharePopoverChunk {...props} defaultOpened={clicked} />
    </Suspense>
  );
}

/** Fixed at the left edge, vertically centred, on wide screens. */
export function SharePanelFixed(props: SharePanelProps) {
  return (
    <Box
      visibleFrom="lg"
      pos="fixed"
      left={12}
      top="50%"
      style={{ transform: 'translateY(-50%)', zIndex: 100 }}
    >
      <Paper withBorder shadow="md" radius="xl" p={6} data-testid="share-panel-fixed">
        <Stack gap={6}>
          <SharePopover position="right" portalName={props.portalName} link={props.link}>
            <Hint label="Share" position="right">
              <ActionIcon variant="subtle" size="lg" radius="xl" aria-label="Share">
                <IconShare size={18} />
              </ActionIcon>
            </Hint>
          </SharePopover>
          {props.subscribe?.(
            <ActionIcon
              variant="subtle"
              size="lg"
              radius="xl"
              aria-label="Subscribe"
              title="Subscribe to updates"
            >
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
    <Paper
      hiddenFrom="lg"
      withBorder
      radius="lg"
      p="lg"
      shadow="xs"
      miw={{ base: 'auto', sm: 332 }}
      data-testid="share-panel-card"
    >
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
