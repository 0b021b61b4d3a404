import { Button, Group, type GroupProps } from '@mantine/core';

/** Cancel and Save at the foot of a form in the card drawer; Save waits for a change. */
export function DrawerFormActions({
  saving,
  dirty,
  onCancel,
  onSave,
  ...group
}: {
  saving: boolean;
  dirty: boolean;
  onCancel: () => void;
  onSave: () => void;
} & GroupProps) {
  return (
    <Group justify="flex-end" {...group}>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button onClick={onSave} loading={saving} disabled={!dirty}>
        Save
      </Button>
    </Group>
  );
}
