import { ActionIcon, Button, Group, Menu, Modal, Select, Stack, Text } from '@mantine/core';
import { IconArrowsRightLeft, IconDots, IconLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EDITOR_MESSAGES as M, MOVE_EXCLUDED_KINDS, type PortalCard, type PortalItem } from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/Combobox.css';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';
import CustomUrlDialog from './CustomUrlDialog';
import '@/app/floating-styles';

interface ItemMenuProps {
  item: PortalItem;
  card: PortalCard;
  cards: PortalCard[];
  productId: string;
  portalBase: string;
}

/** The item menu for editors: create custom URL, move item, and delete for custom items. */
export default function ItemMenu({ item, card, cards, productId, portalBase }: ItemMenuProps) {
  const [open, setOpen] = useState<'url' | 'move' | 'delete' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${item.title}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconLink size={16} />} onClick={() => setOpen('url')}>
            Create custom URL
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowsRightLeft size={16} />} onClick={() => setOpen('move')}>
            Move item
          </Menu.Item>
          {item.custom && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setOpen('delete')}>
              Delete item
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {open === 'url' && (
        <CustomUrlDialog item={item} productId={productId} portalBase={portalBase} onClose={close} />
      )}
      {open === 'move' && (
        <MoveItemDialog item={item} card={card} cards={cards} productId={productId} onClose={close} />
      )}
      {open === 'delete' && <DeleteItemDialog item={item} productId={productId} onClose={close} />}
    </>
  );
}

function MoveItemDialog({
  item,
  card,
  cards,
  productId,
  onClose,
}: {
  item: PortalItem;
  card: PortalCard;
  cards: PortalCard[];
  productId: string;
  onClose: () => void;
}) {
  const calls = useEditorCalls(productId);
  const [destination, setDestination] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const options = cards
    .filter((c) => c.id !== card.id && !MOVE_EXCLUDED_KINDS.includes(c.kind))
    .map((c) => ({ value: c.id, label: c.title }));
  const move = async () => {
    if (!destination) return setError(M.moveDestinationRequired);
    setSaving(true);
    try {
      await calls.moveItem(item.itemUid, destination);
      showToast(M.moved(item.title, cards.find((c) => c.id === destination)!.title), { hideAfterMs: 4000 });
      onClose();
    } catch {
      showToast(M.moveFailed, { color: 'red', hideAfterMs: 6000 });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Move ${item.title}`}>
      <Stack gap="sm">
        <Select
          label="Destination card"
          placeholder="Choose a card"
          data={options}
          value={destination}
          onChange={(v) => {
            setDestination(v);
            setError(null);
          }}
          error={error}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void move()} loading={saving}>
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function DeleteItemDialog({
  item,
  productId,
  onClose,
}: {
  item: PortalItem;
  productId: string;
  onClose: () => void;
}) {
  const calls = useEditorCalls(productId);
  const [state, setState] = useState<'confirm' | 'deleting' | 'failed'>('confirm');
  const remove = async () => {
    setState('deleting');
    try {
      await calls.deleteItem(item.itemUid);
      onClose();
    } catch {
      setState('failed');
    }
  };
  if (state === 'failed') {
    return (
      <Modal opened onClose={onClose} title={M.deleteErrorTitle} centered>
        <Text fz="sm">{M.deleteErrorText(item.title)}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title={M.deleteTitle} centered>
      <Text fz="sm">{M.deleteText(item.title)}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} disabled={state === 'deleting'}>
          Cancel
        </Button>
        <Button color="red" onClick={() => void remove()} loading={state === 'deleting'}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
