import { Drawer, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PortalCard } from '@trust/shared';
import '@/app/overlay-styles';
import { ItemDetails } from './ItemDetails';

/** Drawer width by screen: 100vw small, 80vw medium, 50vw large, never over 800 px. */
function useDrawerWidth() {
  const large = useMediaQuery('(min-width: 75em)');
  const medium = useMediaQuery('(min-width: 48em)');
  return large ? '50vw' : medium ? '80vw' : '100vw';
}

/** The expanded card: every item of the card, the focused one open and scrolled to. */
export default function CardDrawer({ card, focusItemUid, onClose }: { card: PortalCard | null; focusItemUid: string | null; onClose: () => void }) {
  const width = useDrawerWidth();
  return (
    <Drawer
      opened={card !== null}
      onClose={onClose}
      position="right"
      size={width}
      styles={{ content: { maxWidth: 800 } }}
      title={
        card && (
          <Group gap="sm">
            {card.iconUrl && <Image src={card.iconUrl} w={20} h={20} alt="" />}
            <Title order={2} fz="xl">
              {card.title}
            </Title>
          </Group>
        )
      }
    >
      {card && (
        <Stack gap="sm" data-testid="card-drawer">
          {card.items.length === 0 && <Text c="dimmed">{card.placeholder ?? 'Nothing has been published here yet.'}</Text>}
          {card.items.map((item) => (
            <ItemDetails key={item.itemUid} item={item} focused={item.itemUid === focusItemUid} />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
