import { Group, Image, Paper, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconEyeOff, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Hint } from '@/components/floating/Hint';

interface SectionCardProps {
  title: string;
  iconUrl?: string | null;
  subtitle?: string | null;
  /** Makes the header open the card (expansion). */
  onExpand?: () => void;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** Hidden from visitors (editors see the card with an eye-off mark). */
  hidden?: boolean;
}

/** The frame every card on the portal shares: icon, title, optional expand affordance. */
export function SectionCard({
  title,
  iconUrl,
  subtitle,
  onExpand,
  actions,
  children,
  testId,
  hidden,
}: SectionCardProps) {
  const heading = (
    <Group gap="sm" wrap="nowrap">
      {iconUrl ? (
        <Image src={iconUrl} w={20} h={20} alt="" />
      ) : (
        <ThemeIcon variant="light" size="md" radius="sm">
          <IconShieldCheck size={16} />
        </ThemeIcon>
      )}
      <div>
        <Group gap={6} wrap="nowrap">
          <Title order={2} fz="lg" lh={1.3}>
            {title}
          </Title>
          {hidden && (
            <Hint label="Hidden from visitors">
              <IconEyeOff size={16} color="var(--mantine-color-dimmed)" aria-label="Hidden card" />
            </Hint>
          )}
        </Group>
        {subtitle && (
          <Text fz="xs" c="dimmed">
            {subtitle}
          </Text>
        )}
      </div>
    </Group>
  );
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      h="100%"
      shadow="xs"
      data-testid={testId}
      data-hidden={hidden || undefined}
      component="section"
      aria-label={title}
      style={hidden ? { opacity: 0.75, borderStyle: 'dashed' } : undefined}
    >
      <Group justify="space-between" mb="md" wrap="nowrap" align="flex-start">
        {onExpand ? (
          <UnstyledButton onClick={onExpand} aria-label={`Expand ${title}`}>
            <Group gap={4} wrap="nowrap">
              {heading}
              <IconChevronRight size={16} color="var(--mantine-color-dimmed)" />
            </Group>
          </UnstyledButton>
        ) : (
          heading
        )}
        {actions && (
          <Group gap={4} wrap="nowrap">
            {actions}
          </Group>
        )}
      </Group>
      {children}
    </Paper>
  );
}
