import { Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PERMISSION_LABELS, PERMISSIONS, roleBodySchema, type RoleBody, type Team } from '@trust/shared';
import { submitWith } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useTeamActions } from '../../team-api';
import { FormError } from '../auth/AuthCard';
import { RemoveButton } from '../RemoveButton';

/** Roles: the built-in three (read-only) and custom ones, each a named set of permissions. */
export function RolesPanel({ roles }: { roles: Team['roles'] }) {
  const actions = useTeamActions();
  const [editing, setEditing] = useState<Team['roles'][number] | 'new' | null>(null);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Roles</Text>
        <Button variant="light" size="xs" onClick={() => setEditing('new')}>
          New role
        </Button>
      </Group>
      <Stack gap="sm">
        {roles.map((role) =>
          editing !== 'new' && editing?.id === role.id ? (
            <RoleForm key={role.id} role={role} onDone={() => setEditing(null)} />
          ) : (
            <Group key={role.id} justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Group gap={6}>
                  <Text fw={500}>{role.name}</Text>
                  {role.builtin && (
                    <Badge size="xs" variant="light" color="gray">
                      Built-in
                    </Badge>
                  )}
                  <Text fz="xs" c="dimmed">
                    {role.memberCount} {role.memberCount === 1 ? 'member' : 'members'}
                  </Text>
                </Group>
                <Text fz="sm" c="dimmed">
                  {role.permissions.map((p) => PERMISSION_LABELS[p]).join(' · ')}
                </Text>
              </div>
              {!role.builtin && (
                <Group gap={4} wrap="nowrap">
                  <Button variant="subtle" size="xs" onClick={() => setEditing(role)}>
                    Edit
                  </Button>
                  <RemoveButton
                    label={`Delete the role ${role.name}`}
                    onClick={() =>
                      actions.deleteRole.mutate(role.id, {
                        onSuccess: () => toast.success(`Role ${role.name} deleted`),
                        onError: toast.failure,
                      })
                    }
                  />
                </Group>
              )}
            </Group>
          ),
        )}
        {editing === 'new' && <RoleForm role={null} onDone={() => setEditing(null)} />}
      </Stack>
    </Paper>
  );
}

function RoleForm({ role, onDone }: { role: Team['roles'][number] | null; onDone: () => void }) {
  const actions = useTeamActions();
  const form = useForm<RoleBody>({
    defaultValues: { name: role?.name ?? '', permissions: role?.permissions ?? [] },
  });
  const { errors, isSubmitting } = form.formState;
  const permissions = form.watch('permissions');
  const submit = form.handleSubmit(async (values) => {
    if (
      await submitWith(form, roleBodySchema, values, (body) =>
        actions.saveRole.mutateAsync({ id: role?.id ?? null, body }).then(() => undefined),
      )
    ) {
      toast.success(role ? 'Role saved' : 'Role created');
      onDone();
    }
  });
  return (
    <Paper withBorder radius="sm" p="sm" bg="gray.0">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <TextInput
            label="Role name"
            {...form.register('name')}
            error={errors.name?.message}
            data-autofocus
          />
          <Checkbox.Group
            label="Permissions"
            value={permissions}
            onChange={(value) => form.setValue('permissions', value as RoleBody['permissions'])}
            error={errors.permissions?.message}
          >
            <Stack gap={6} mt={6}>
              {PERMISSIONS.map((p) => (
                <Checkbox key={p} value={p} label={PERMISSION_LABELS[p]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <FormError message={errors.root?.message} />
          <Group gap="xs">
            <Button type="submit" size="xs" loading={isSubmitting}>
              Save role
            </Button>
            <Button variant="default" size="xs" onClick={onDone}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
