import { closestCorners, DndContext } from '@dnd-kit/core';
import { ActionIcon, Button, Group, Menu, Modal, Stack, Tooltip } from '@mantine/core';
import {
  IconArrowBarToDown,
  IconArrowBarToUp,
  IconArrowDown,
  IconArrowUp,
  IconArrowsJoin,
  IconArrowsSplit,
  IconDots,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  combineOverviewAndCertifications,
  SECTION_LABELS,
  separateOverviewAndCertifications,
  type SectionValue,
} from '@trust/shared';
import '@/app/overlay-styles';
import { apiSend } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { moveTo, useSortableColumns } from '../sortable-columns';
import { SortableColumn } from './SortableColumn';
import '@/app/floating-styles';

const HINT = 'The order reflects only the sections your Trust Center shows.';

/**
 * 'Re-order Trust Center sections' (editor spec sections 2 and 4): the enabled sections, dragged or
 * moved from each row's menu (top, up, down, bottom; combine or separate overview and
 * certifications). Sections not shown keep their place after the others. The backdrop does not
 * close it; Escape and Cancel do.
 */
export default function ReorderSectionsDialog({
  order,
  enabled,
  productId,
  onClose,
}: {
  order: SectionValue[];
  /** Sections the page shows now; the others are left out of the dialog. */
  enabled: (section: SectionValue) => boolean;
  productId: string;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const shown = order.filter(enabled);
  const dnd = useSortableColumns({ sections: shown });
  const rows = dnd.columns.sections as SectionValue[];
  const [saving, setSaving] = useState(false);
  const setRows = (next: SectionValue[]) => dnd.setColumns({ sections: next });
  const changed = JSON.stringify(rows) !== JSON.stringify(shown);
  const save = async () => {
    setSaving(true);
    try {
      // Sections left out of the dialog keep their place after the others (not a combined row and
      // its parts at once).
      const combined = rows.includes('overview_and_certifications');
      const conflicts = (s: SectionValue) =>
        combined
          ? s === 'overview' || s === 'certifications'
          : s === 'overview_and_certifications' &&
            (rows.includes('overview') || rows.includes('certifications'));
      const sections = [...rows, ...order.filter((s) => !rows.includes(s) && !conflicts(s))];
      await apiSend('PATCH', `/api/trust-center/products/${productId}`, { sections });
      await client.invalidateQueries({ queryKey: ['portal-view'] });
      showToast('Updated section order', { hideAfterMs: 4000 });
      onClose();
    } catch (error) {
      console.error('Failed to update section order', error);
      showToast('Failed to update section order', { color: 'red', hideAfterMs: 6000 });
    } finally {
      setSaving(false);
    }
  };
  const rowMenu = (section: string, index: number) => {
    const name = SECTION_LABELS[section as SectionValue];
    const last = index === rows.length - 1;
    const to = (target: number) => dnd.setColumns((c) => moveTo(c, section, 'sections', target));
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size="sm" aria-label={`Actions for ${name}`}>
            <IconDots size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconArrowBarToUp size={14} />}
            disabled={index === 0}
            onClick={() => to(0)}
          >
            Move to top
          </Menu.Item>
          <Menu.Item
            leftSection={<IconArrowUp size={14} />}
            disabled={index === 0}
            onClick={() => to(index - 1)}
          >
            Move up
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowDown size={14} />} disabled={last} onClick={() => to(index + 1)}>
            Move down
          </Menu.Item>
          <Menu.Item
            leftSection={<IconArrowBarToDown size={14} />}
            disabled={last}
            onClick={() => to(rows.length)}
          >
            Move to bottom
          </Menu.Item>
          {(section === 'overview' || section === 'certifications') && (
            <Menu.Item
              leftSection={<IconArrowsJoin size={14} />}
              disabled={!rows.includes('overview') || !rows.includes('certifications')}
              onClick={() => setRows(combineOverviewAndCertifications(rows))}
            >
              Combine overview and certifications
            </Menu.Item>
          )}
          {section === 'overview_and_certifications' && (
            <Menu.Item
              leftSection={<IconArrowsSplit size={14} />}
              onClick={() => setRows(separateOverviewAndCertifications(rows))}
            >
              Separate overview and certifications
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Group gap={6}>
          Re-order Trust Center sections
          <Tooltip label={HINT} multiline w={240}>
            <IconInfoCircle size={16} aria-label={HINT} tabIndex={0} />
          </Tooltip>
        </Group>
      }
      closeOnClickOutside={false}
    >
      <Stack gap="sm">
        <DndContext
          sensors={dnd.sensors}
          collisionDetection={closestCorners}
          onDragOver={dnd.onDragOver}
          onDragEnd={dnd.onDragEnd}
          onDragCancel={dnd.onDragCancel}
        >
          <SortableColumn
            id="sections"
            ids={rows}
            labelOf={(section) => SECTION_LABELS[section as SectionValue]}
            highlighted={false}
            actions={rowMenu}
          />
        </DndContext>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={saving || !changed}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
