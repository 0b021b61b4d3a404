import { Button, Popover, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconCheck, IconCopy, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCopy } from '@/lib/use-copy';
import { track } from '../analytics/track';
import type { SharePanelProps } from './SharePanel';
import '@/app/floating-styles';

/** Copy, e-mail and professional-network sharing of the portal link. */
function ShareOptions({ portalName, link }: Omit<SharePanelProps, 'subscribe'>) {
  const { copied, copy } = useCopy();
  const mail = `mailto:?subject=${encodeURIComponent(portalName)}&body=${encodeURIComponent(link)}`;
  const linkedIn = `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`;
  return (
    <Stack gap="xs" w={240}>
      <Text fz="sm" fw={600}>
        Share {portalName}
      </Text>
      <Button
        variant="light"
        leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        onClick={() => {
          track('share_click', { how: 'copy' });
          void copy(link);
        }}
      >
        {copied === true ? 'Copied!' : copied === false ? 'Copy link from the address bar' : 'Copy link'}
      </Button>
      <Button
        variant="default"
        component="a"
        href={mail}
        onClick={() => track('share_click', { how: 'email' })}
        leftSection={<IconMail size={16} />}
      >
        Share by e-mail
      </Button>
      <Button
        variant="default"
        component="a"
        href={linkedIn}
        onClick={() => track('share_click', { how: 'linkedin' })}
        target="_blank"
        rel="noopener noreferrer"
        leftSection={<IconBrandLinkedin size={16} />}
      >
        Share on LinkedIn
      </Button>
    </Stack>
  );
}

interface SharePopoverProps extends Omit<SharePanelProps, 'subscribe'> {
  position: 'right' | 'top' | 'bottom-end';
  children: ReactNode;
  /** Clicked before this code arrived: open as soon as it does. */
  defaultOpened?: boolean;
}

/** The share options in a popover opening from `children`. */
export default function SharePopover({ position, children, defaultOpened, ...props }: SharePopoverProps) {
  return (
    <Popover position={position} withArrow shadow="md" defaultOpened={defaultOpened}>
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown>
        <ShareOptions {...props} />
      </Popover.Dropdown>
    </Popover>
  );
}
