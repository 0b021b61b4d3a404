import { Badge, Button, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { PortalCard } from '@trust/shared';
import { usePortal } from '../context';
import { EditorCardActions } from './EditorCardActions';
import { SectionCard } from './SectionCard';
import classes from './CertificationsCard.module.css';

/**
 * Logos of the certifications: greyscale when not enabled, dimmed with 'In Progress' while in
 * progress. With none enabled or in progress it says so, and offers editors 'Add Items', which
 * opens the card in edit mode.
 */
export function CertificationsCard({ card }: { card: PortalCard }) {
  const { openCard, editor } = usePortal();
  const selected = card.items.some((item) => item.enabledState !== 'not_enabled');
  return (
    <SectionCard
      title={card.title}
      iconUrl={card.iconUrl}
      subtitle={card.displayText}
      onExpand={() => openCard(card.id)}
      testId="card-certifications"
      hidden={card.hidden}
      actions={<EditorCardActions card={card} />}
    >
      {!selected ? (
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed" fz="sm">
            {card.placeholder ?? "You haven't selected any certifications or compliance items"}
          </Text>
          {editor && card.items.length > 0 && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => openCard(card.id, undefined, { edit: true })}
            >
              Add Items
            </Button>
          )}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4, md: 3, lg: 4 }} spacing="md">
          {card.items.map((item) => (
            <UnstyledButton
              key={item.itemUid}
              onClick={() => openCard(card.id, item.itemUid)}
              className={classes.logo}
              data-state={item.enabledState}
            >
              <Stack gap={6} align="center">
                {item.logoUrl ? (
                  <Image src={item.logoUrl} w={64} h={64} alt="" className={classes.image} />
                ) : null}
                <Text fz="xs" fw={600} ta="center" lh={1.2}>
                  {item.title}
                </Text>
                {item.enabledState === 'work_in_progress' && (
                  <Badge size="xs" color="yellow" variant="light" tt="none" px={6}>
                    In Progress
                  </Badge>
                )}
                {/* Said in words: a greyed logo alone could be read as a claim. */}
                {item.enabledState === 'not_enabled' && (
                  <Badge size="xs" color="gray" variant="light" tt="none" px={6}>
                    Not enabled
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
