import { Paper, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { ndaSettingsSchema, type NdaSettings, type OrganisationSettings } from '@trust/shared';
import { submitWith } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveSettings } from '../../settings-api';
import { SaveBar } from './SaveBar';

/** The click-wrap NDA members accept before gated documents open; a changed text is a new version. */
export function NdaSettingsForm({ nda }: { nda: OrganisationSettings['nda'] }) {
  const save = useSaveSettings('nda');
  const form = useForm<NdaSettings>({ values: { provider: nda.provider, title: nda.title, text: nda.text } });
  const { errors, isSubmitting, isDirty } = form.formState;
  const provider = form.watch('provider');
  const submit = form.handleSubmit(async (values) => {
    const textChanged = values.text !== nda.text && nda.text !== '';
    if (await submitWith(form, ndaSettingsSchema, values, (body) => save.mutateAsync(body)))
      toast.success(textChanged ? 'New NDA version published: members accept it again' : 'NDA saved');
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            Version {nda.version}. Every signed copy names the version its member accepted.
          </Text>
          <div>
            <Text fw={500} fz="sm" mb={4} id="nda-provider-label">
              Click-wrap NDA
            </Text>
            <SegmentedControl
              aria-labelledby="nda-provider-label"
              value={provider}
              onChange={(value) =>
                form.setValue('provider', value as NdaSettings['provider'], { shouldDirty: true })
              }
              data={[
                { value: 'none', label: 'Off' },
                { value: 'click-wrap', label: 'On' },
              ]}
            />
          </div>
          <TextInput label="Title" required {...form.register('title')} error={errors.title?.message} />
          <Textarea
            label="Agreement text"
            description="Markdown. Changing it publishes a new version."
            autosize
            minRows={8}
            {...form.register('text')}
            error={errors.text?.message}
          />
          <SaveBar error={errors.root?.message} saving={isSubmitting} dirty={isDirty} />
        </Stack>
      </form>
    </Paper>
  );
}
