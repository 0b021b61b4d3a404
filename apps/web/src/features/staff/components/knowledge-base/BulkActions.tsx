import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { useFocusReturn } from '@mantine/hooks';
import { IconChevronDown, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { KB_ACCESS_LABELS, KB_ACCESS_LEVELS, type KbAccessLevel } from '@trust/shared';
import { toast } from '@/lib/toast';
import { useKnowledgeBaseAdmin } from '../../kb-api';
import { DeleteEntryModal } from './DeleteEntryModal';

const counted = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/**
 * What staff do with the entries chosen on the list at once: give them one access level (after a
 * CSV import, say) or delete them. `onDone` clears the choice.
 */
export function BulkActions({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const admin = useKnowledgeBaseAdmin();
  const [deleting, setDeleting] = useState(false);
  useFocusReturn({ opened: deleting });
  const n = ids.length;
  const makeAll = async (accessLevel: KbAccessLevel) => {
    try {
      await admin.bulk.mutateAsync({ ids, change: { kind: 'access', accessLevel } });
      toast.success(`${counted(n)} made ${KB_ACCESS_LABELS[accessLevel]}`);
      onDone();
    } catch (error) {
      toast.failure(error);
    }
  };
  return (
    // Held under the app's header while staff scroll on choosing entries.
    <Paper
      withBorder
      radius="md"
      px="md"
      py="xs"
      bg="var(--mantine-color-blue-0)"
      pos="sticky"
      top="calc(var(--app-shell-header-height, 56px) + 8px)"
      style={{ zIndex: 3 }}
    >
      <Group justify="space-between" gap="sm">
        <Text fz="sm" fw={500} role="status">
          {counted(n)} selected
        </Text>
        <Group gap="xs">
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                variant="default"
                size="xs"
                rightSection={<IconChevronDown size={14} />}
                loading={admin.bulk.isPending}
              >
                Set access
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {KB_ACCESS_LEVELS.map((level) => (
                <Menu.Item key={level} onClick={() => void makeAll(level)}>
                  {KB_ACCESS_LABELS[level]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button
            color="red"
            variant="light"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={() => setDeleting(true)}
          >
            Delete
          </Button>
        </Group>
      </Group>
      {deleting && (
        <DeleteEntryModal
          title={`Delete ${counted(n)}?`}
          what={n === 1 ? 'The entry' : `These ${n} entries`}
          onDelete={async () => {
            await admin.bulk.mutateAsync({ ids, change: { kind: 'delete' } });
            toast.success(`${counted(n)} deleted`);
            onDone();
          }}
          onClose={() => setDeleting(false)}
        />
      )}
    </Paper>
  );
}
