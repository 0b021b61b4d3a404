import { Badge, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { PortalCard } from '@trust/shared';
import { usePortal } from '../context';
import { SectionCard } from './SectionCard';
import classes from './CertificationsCard.module.css';

/** Logos of the certifications: greyscale when not enabled, dimmed with 'In Progress' while in progress. */
export function CertificationsCard({ card }: { card: PortalCard }) {
  const { openCard } = usePortal();
  return (
    <SectionCard title={card.title} iconUrl={card.iconUrl} subtitle={card.displayText} onExpand={() => openCard(card.id)} testId="card-certifications">
      {card.items.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {card.placeholder ?? "You haven't selected any certifications or compliance items"}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4, md: 3, lg: 4 }} spacing="md">
          {card.items.map((item) => (
            <UnstyledButton key={item.itemUid} onClick={() => openCard(card.id, item.itemUid)} className={classes.logo} data-state={item.enabledState} aria-label={item.title}>
              <Stack gap={6} align="center">
                {item.logoUrl ? <Image src={item.logoUrl} w={64} h={64} alt="" className={classes.image} /> : null}
                <Text fz="xs" fw={600} ta="center" lh={1.2}>
                  {item.title}
                </Text>
                {item.enabledState === 'work_in_progress' && (
                  <Badge size="xs" color="yellow" variant="light" tt="none" px={6}>
                    In Progress
                  </Badge>
                )}
              </Stack>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
