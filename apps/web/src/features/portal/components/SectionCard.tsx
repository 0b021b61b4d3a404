import { Group, Image, Paper, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  iconUrl?: string | null;
  subtitle?: string | null;
  /** Makes the header open the card (expansion). */
  onExpand?: () => void;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** The frame every card on the portal shares: icon, title, optional expand affordance. */
export function SectionCard({ title, iconUrl, subtitle, onExpand, actions, children, testId }: SectionCardProps) {
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
        <Title order={2} fz="lg" lh={1.3}>
          {title}
        </Title>
        {subtitle && (
          <Text fz="xs" c="dimmed">
            {subtitle}
          </Text>
        )}
      </div>
    </Group>
  );
  return (
    <Paper withBorder radius="lg" p="lg" h="100%" shadow="xs" data-testid={testId} component="section" aria-label={title}>
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
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
