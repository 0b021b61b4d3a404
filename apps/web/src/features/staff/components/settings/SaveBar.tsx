import { Button, Group } from '@mantine/core';
import { FormError } from '../auth/AuthCard';

/** The end of a settings form: its error, if any, and Save. */
export function SaveBar({
  error,
  saving,
  dirty,
}: {
  error?: string | undefined;
  saving: boolean;
  dirty: boolean;
}) {
  return (
    <>
      <FormError message={error} />
      <Group>
        <Button type="submit" loading={saving} disabled={!dirty || saving}>
          Save
        </Button>
      </Group>
    </>
  );
}
