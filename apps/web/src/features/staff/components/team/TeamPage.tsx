import {
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import { inviteStaffBodySchema, type InviteStaffBody, type Team } from '@trust/shared';
import { submitWith } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useStaffMe } from '../../api';
import { useTeam, useTeamActions } from '../../team-api';
import { FormError } from '../auth/AuthCard';
import { RemoveButton } from '../RemoveButton';
import { TableRegion } from '../TableRegion';
import { RolesPanel } from './RolesPanel';

/** Administrators: who is on the staff, with which role; invitations by email. */
export function TeamPage() {
  const team = useTeam().data;
  return (
    <Stack gap="md" data-testid="team-page">
      <Title order={1} fz={24}>
        Team
      </Title>
      {team && <InviteForm roles={team.roles} />}
      {team && <MembersTable team={team} />}
      {team && <RolesPanel roles={team.roles} />}
    </Stack>
  );
}

function InviteForm({ roles }: { roles: Team['roles'] }) {
  const actions = useTeamActions();
  const editor = roles.find((r) => r.name === 'Editor') ?? roles[0];
  const form = useForm<InviteStaffBody>({ defaultValues: { email: '', roleId: editor?.id ?? '' } });
  const { errors, isSubmitting } = form.formState;
  const roleId = form.watch('roleId');
  const submit = form.handleSubmit(async (values) => {
    if (await submitWith(form, inviteStaffBodySchema, values, (b) => actions.invite.mutateAsync(b))) {
      toast.success(`Invitation sent to ${values.email.trim()}`);
      form.reset({ email: '', roleId: values.roleId });
    }
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Text fw={600} mb="xs">
          Invite a colleague
        </Text>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Email"
            type="email"
            placeholder="colleague@your-company.com"
            {...form.register('email')}
            error={errors.email?.message}
            w={280}
          />
          <Select
            label="Role"
            data={roles.map((r) => ({ value: r.id, label: r.name }))}
            value={roleId}
            onChange={(value) => form.setValue('roleId', value ?? '')}
            error={errors.roleId?.message}
            allowDeselect={false}
            w={200}
          />
          <Button type="submit" mt={25} loading={isSubmitting}>
            Send invitation
          </Button>
        </Group>
        <FormError message={errors.root?.message} />
      </form>
    </Paper>
  );
}

function MembersTable({ team }: { team: Team }) {
  const me = useStaffMe().data;
  return (
    <TableRegion label="Team members">
      <Table verticalSpacing="sm" miw={{ sm: 560 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="sm">Role</Table.Th>
            <Table.Th visibleFrom="sm">Status</Table.Th>
            <Table.Th w={40} visibleFrom="sm">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {team.members.map((member) => {
            const role = <RoleSelect member={member} roles={team.roles} />;
            const status = <MemberStatus member={member} />;
            const remove = member.userId !== me?.user.id && <RemoveMember member={member} />;
            return (
              <Table.Tr key={member.userId}>
                <Table.Td>
                  <Text fw={500}>{member.displayName}</Text>
                  <Text fz="sm" c="dimmed">
                    {member.email}
                  </Text>
                  {/* On a phone the row is one column: status, role and removal under the name. */}
                  <Stack gap={8} mt={8} hiddenFrom="sm">
                    {status}
                    <Group gap="xs" wrap="nowrap">
                      {role}
                      {remove}
                    </Group>
                  </Stack>
                </Table.Td>
                <Table.Td visibleFrom="sm">{role}</Table.Td>
                <Table.Td visibleFrom="sm">{status}</Table.Td>
                <Table.Td visibleFrom="sm">{remove}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}

type Member = Team['members'][number];

function RoleSelect({ member, roles }: { member: Member; roles: Team['roles'] }) {
  const actions = useTeamActions();
  return (
    <Select
      aria-label={`Role of ${member.displayName}`}
      data={roles.map((r) => ({ value: r.id, label: r.name }))}
      value={member.roleId}
      allowDeselect={false}
      onChange={(roleId) =>
        roleId &&
        actions.changeRole.mutate(
          { userId: member.userId, roleId },
          { onSuccess: () => toast.success('Role changed'), onError: toast.failure },
        )
      }
      w={180}
    />
  );
}

function MemberStatus({ member }: { member: Member }) {
  return (
    <Group gap={6}>
      <Badge variant="dot" color={member.active ? 'teal' : 'gray'}>
        {member.active ? 'Active' : 'Invited'}
      </Badge>
      {member.twoFactor && (
        <Badge variant="light" color="blue">
          2FA
        </Badge>
      )}
    </Group>
  );
}

function RemoveMember({ member }: { member: Member }) {
  const actions = useTeamActions();
  return (
    <RemoveButton
      label={`Remove ${member.displayName}`}
      onClick={() =>
        window.confirm(`Remove ${member.displayName} from the team? Their sessions end at once.`) &&
        actions.remove.mutate(member.userId, {
          onSuccess: () => toast.success(`${member.displayName} was removed`),
          onError: toast.failure,
        })
      }
    />
  );
}
