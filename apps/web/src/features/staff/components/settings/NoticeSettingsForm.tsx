import { Box, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { noticeSettingsSchema, type NoticeSettings } from '@trust/shared';
import { OrgNotice } from '@/features/portal/components/OrgNotice';
import { submitWith } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveSettings } from '../../settings-api';
import { SaveBar } from './SaveBar';
import { SwitchField } from './SwitchField';

/** A short notice at the top of the portal, with a preview. */
export function NoticeSettingsForm({ notice }: { notice: NoticeSettings }) {
  const save = useSaveSettings('notice');
  const form = useForm<NoticeSettings>({ values: { ...notice, link: notice.link ?? '' } });
  const { errors, isSubmitting, isDirty } = form.formState;
  const preview = form.watch();
  const submit = form.handleSubmit(async (values) => {
    if (await submitWith(form, noticeSettingsSchema, values, (body) => save.mutateAsync(body)))
      toast.success('Notice saved');
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SwitchField control={form.control} name="show" label="Show the notice to visitors" />
          <TextInput label="Text" {...form.register('text')} error={errors.text?.message} />
          <TextInput
            label="Link (optional)"
            placeholder="https://"
            {...form.register('link')}
            error={errors.link?.message}
          />
          <Text fz="sm" fw={500}>
            Preview
          </Text>
          <Box style={{ border: '1px dashed var(--mantine-color-gray-4)' }} mih={36}>
            <OrgNotice
              notice={{ show: true, text: preview.text || 'Your notice', link: preview.link || null }}
            />
          </Box>
          <SaveBar error={errors.root?.message} saving={isSubmitting} dirty={isDirty} />
        </Stack>
      </form>
    </Paper>
  );
}
