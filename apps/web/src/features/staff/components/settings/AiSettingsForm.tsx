import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { aiSettingsSchema, type AiSettings, type OrganisationSettings } from '@trust/shared';
import { submitWith } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveSettings } from '../../settings-api';
import { SaveBar } from './SaveBar';
import { SwitchField } from './SwitchField';

/** Trust Center AI: Ask AI in the search dialog for members, where the plan includes it. */
export function AiSettingsForm({ settings }: { settings: OrganisationSettings }) {
  const save = useSaveSettings('ai');
  const form = useForm<AiSettings>({ values: settings.ai });
  const { errors, isSubmitting, isDirty } = form.formState;
  const inPlan = settings.features.trustCenterAi === true;
  const submit = form.handleSubmit(async (values) => {
    if (await submitWith(form, aiSettingsSchema, values, (body) => save.mutateAsync(body)))
      toast.success(values.enabled ? 'Ask AI is on for members' : 'Ask AI is off');
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SwitchField
            control={form.control}
            name="enabled"
            label="Trust Center AI"
            description="Signed-in members can switch the search box to Ask AI and get answers quoted from your knowledge base and documents, each with its sources. Answers only use what that member may see."
            disabled={!inPlan && !settings.ai.enabled}
          />
          {!inPlan && (
            <Alert color="gray" title="Not included in your plan">
              Ask AI will not be available to Account Members until you upgrade to a paid plan.
            </Alert>
          )}
          <Text fz="sm" c="dimmed">
            See what members ask, and which questions found no answer, under Questions asked.
          </Text>
          <SaveBar error={errors.root?.message} saving={isSubmitting} dirty={isDirty} />
        </Stack>
      </form>
    </Paper>
  );
}
