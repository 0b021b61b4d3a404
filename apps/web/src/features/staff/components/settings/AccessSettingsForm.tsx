import { Checkbox, Group, MultiSelect, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { accessSettingsSchema, type AccessSettings, type OrganisationSettings } from '@trust/shared';
import { submitWith } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveSettings } from '../../settings-api';
import { SaveBar } from './SaveBar';
import { SwitchField } from './SwitchField';

const OPTIONAL_FIELDS = [
  { key: 'jobTitleTextField', field: 'jobTitle', label: 'Job title' },
  { key: 'pointOfContactField', field: 'pointOfContact', label: 'Point of contact at your organisation' },
  { key: 'relationshipDropdown', field: 'relationship', label: 'Relationship (customer, prospect, …)' },
  { key: 'countriesDropdown', field: 'country', label: 'Country' },
  {
    key: 'accountMemberRequestProducts',
    field: 'accountMemberRequestProducts',
    label: 'Products of interest',
  },
] as const;

/** The access request form's optional fields, who hears of new requests, and the welcome text. */
export function AccessSettingsForm({ settings }: { settings: OrganisationSettings }) {
  const save = useSaveSettings('access');
  const form = useForm<AccessSettings>({ values: settings.access });
  const { errors, isSubmitting, isDirty } = form.formState;
  const custom = form.watch('accessRequestFields.customCheckbox');
  const shown = form.watch('accessRequestFields');
  const optionalFields = shown.optionalFields;
  const submit = form.handleSubmit(async (values) => {
    if (await submitWith(form, accessSettingsSchema, values, (body) => save.mutateAsync(body)))
      toast.success('Access request settings saved');
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fw={600}>Fields of the request form</Text>
          {OPTIONAL_FIELDS.map((field) => (
            <Group key={field.key} gap="md">
              <SwitchField
                control={form.control}
                name={`accessRequestFields.${field.key}`}
                label={field.label}
              />
              {shown[field.key] && (
                <Checkbox
                  label="Required"
                  checked={!optionalFields.includes(field.field)}
                  onChange={(event) =>
                    form.setValue(
                      'accessRequestFields.optionalFields',
                      event.currentTarget.checked
                        ? optionalFields.filter((f) => f !== field.field)
                        : [...optionalFields, field.field],
                      { shouldDirty: true },
                    )
                  }
                />
              )}
            </Group>
          ))}
          <SwitchField
            control={form.control}
            name="accessRequestFields.reasonField"
            label="Reason for the request (always optional)"
          />
          <Group gap="md">
            <SwitchField
              control={form.control}
              name="accessRequestFields.customCheckbox.enabled"
              label="A checkbox of your own"
            />
            {custom.enabled && (
              <Controller
                control={form.control}
                name="accessRequestFields.customCheckbox.required"
                render={({ field }) => (
                  <Checkbox
                    label="Required"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            )}
          </Group>
          {custom.enabled && (
            <TextInput
              label="Checkbox label"
              {...form.register('accessRequestFields.customCheckbox.label')}
              error={errors.accessRequestFields?.customCheckbox?.label?.message}
            />
          )}
          <Controller
            control={form.control}
            name="requestNotifyUserIds"
            render={({ field }) => (
              <MultiSelect
                label="Who is emailed about new requests"
                description="Empty: the support email of the Brand settings."
                data={settings.reviewers.map((r) => ({
                  value: r.userId,
                  label: `${r.displayName} (${r.email})`,
                }))}
                value={field.value}
                onChange={field.onChange}
                error={errors.requestNotifyUserIds?.message}
                searchable
              />
            )}
          />
          <Text fz="sm" c="dimmed">
            Requests from the email domains you approve join their account at once: see Email domains.
          </Text>
          <Textarea
            label="Welcome text"
            description="Shown to new members the first time they sign in."
            autosize
            minRows={3}
            {...form.register('welcomeText')}
            error={errors.welcomeText?.message}
          />
          <SwitchField
            control={form.control}
            name="questionnairesEnabled"
            label="Members may submit security questionnaires"
            description="Signed-in members hand in their own questionnaire (a file or a link) from their account menu; you answer it under Questionnaires."
          />
          <SaveBar error={errors.root?.message} saving={isSubmitting} dirty={isDirty} />
        </Stack>
      </form>
    </Paper>
  );
}
