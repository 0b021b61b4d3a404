import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowBarToDown,
  IconArrowBarToUp,
  IconArrowDown,
  IconArrowUp,
  IconArrowsJoin,
  IconArrowsSplit,
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
import '@/app/floating-styles';

const move = (order: SectionValue[], from: number, to: number) => {
  const next = [...order];
  const [row] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, row!);
  return next;
};

/**
 * 'Re-order Trust Center sections' (editor spec sections 2 and 4): top, up, down and bottom moves,
 * combining overview and certifications into one row or separating them. The backdrop does not
 * close it; Escape and Cancel do.
 */
export default function ReorderSectionsDialog({
  order,
  productId,
  onClose,
}: {
  order: SectionValue[];
  productId: string;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [rows, setRows] = useState(order);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await apiSend('PATCH', `/api/trust-center/products/${productId}`, { sections: rows });
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
  const button = (label: string, icon: React.ReactNode, disabled: boolean, onClick: () => void) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" size="sm" aria-label={label} disabled={disabled} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Modal opened onClose={onClose} title="Re-order Trust Center sections" closeOnClickOutside={false}>
      <Stack gap="sm">
        <Text fz="xs" c="dimmed">
          The order reflects only the sections your Trust Center shows.
        </Text>
        {rows.map((section, index) => {
          const name = SECTION_LABELS[section];
          const last = index === rows.length - 1;
          return (
            <Paper key={section} withBorder radius="sm" px="sm" py={6} data-testid={`section-${section}`}>
              <Group justify="space-between" wrap="nowrap">
                <Text fz="sm">{name}</Text>
                <Group gap={2} wrap="nowrap">
                  {(section === 'overview' || section === 'certifications') &&
                    button(
                      'Combine overview and certifications',
                      <IconArrowsJoin size={14} />,
                      !rows.includes('overview') || !rows.includes('certifications'),
                      () => setRows(combineOverviewAndCertifications(rows)),
                    )}
                  {section === 'overview_and_certifications' &&
                    button('Separate overview and certifications', <IconArrowsSplit size={14} />, false, () =>
                      setRows(separateOverviewAndCertifications(rows)),
                    )}
                  {button(`Move ${name} to top`, <IconArrowBarToUp size={14} />, index === 0, () =>
                    setRows(move(rows, index, 0)),
                  )}
                  {button(`Move ${name} up`, <IconArrowUp size={14} />, index === 0, () =>
                    setRows(move(rows, index, index - 1)),
                  )}
                  {button(`Move ${name} down`, <IconArrowDown size={14} />, last, () =>
                    setRows(move(rows, index, index + 1)),
                  )}
                  {button(`Move ${name} to bottom`, <IconArrowBarToDown size={14} />, last, () =>
                    setRows(move(rows, index, rows.length - 1)),
                  )}
                </Group>
              </Group>
            </Paper>
          );
        })}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
