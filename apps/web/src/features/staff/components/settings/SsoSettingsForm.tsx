import { Code, Group, Paper, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { ssoSettingsBodySchema, type SsoSettings, type SsoSettingsBody } from '@trust/shared';
import { apiGet, apiSend } from '@/lib/api';
import { submitWith } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useTeam } from '../../team-api';
import { SaveBar } from './SaveBar';
import { SwitchField } from './SwitchField';

/** Staff sign-in through the organisation's OpenID Connect provider, with just-in-time accounts. */
export function SsoSettingsForm() {
  const sso = useQuery({ queryKey: ['sso'], queryFn: () => apiGet<SsoSettings>('/api/settings/sso') }).data;
  return sso ? <SsoForm sso={sso} /> : null;
}

function SsoForm({ sso }: { sso: SsoSettings }) {
  const client = useQueryClient();
  const roles = useTeam().data?.roles ?? [];
  const save = useMutation({
    mutationFn: (body: SsoSettingsBody) => apiSend<void>('PUT', '/api/settings/sso', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sso'] }),
  });
  const form = useForm<SsoSettingsBody>({
    values: {
      issuer: sso.issuer,
      clientId: sso.clientId,
      clientSecret: '',
      enabled: sso.enabled,
      jitDomain: sso.jitDomain ?? '',
      jitRoleId: sso.jitRoleId,
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (await submitWith(form, ssoSettingsBodySchema, values, (body) => save.mutateAsync(body)))
      toast.success('Single sign-on saved');
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fz="sm">
            Register this redirect URI at your identity provider: <Code>{sso.redirectUri}</Code>
          </Text>
          <TextInput
            label="Issuer URL"
            placeholder="https://login.your-company.com"
            {...form.register('issuer')}
            error={errors.issuer?.message}
          />
          <Group grow align="flex-start">
            <TextInput label="Client ID" {...form.register('clientId')} error={errors.clientId?.message} />
            <PasswordInput
              label="Client secret"
              placeholder={sso.hasSecret ? 'Saved: leave empty to keep it' : ''}
              autoComplete="off"
              {...form.register('clientSecret')}
              error={errors.clientSecret?.message}
            />
          </Group>
          <SwitchField control={form.control} name="enabled" label="Staff may sign in with this provider" />
          <Text fw={600} fz="sm" mt="xs">
            Just-in-time accounts
          </Text>
          <Group grow align="flex-start">
            <TextInput
              label="Email domain"
              description="People with a verified email here join on their first sign-in. Empty: invited staff only."
              placeholder="your-company.com"
              {...form.register('jitDomain')}
              error={errors.jitDomain?.message}
            />
            <Controller
              control={form.control}
              name="jitRoleId"
              render={({ field }) => (
                <Select
                  label="Their role"
                  data={roles.map((r) => ({ value: r.id, label: r.name }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.jitRoleId?.message}
                  clearable
                />
              )}
            />
          </Group>
          <SaveBar error={errors.root?.message} saving={isSubmitting} dirty={isDirty} />
        </Stack>
      </form>
    </Paper>
  );
}
