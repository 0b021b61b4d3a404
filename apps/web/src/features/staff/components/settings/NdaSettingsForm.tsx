import {
  Button,
  FileButton,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import { ndaSettingsSchema, type NdaSettings, type OrganisationSettings } from '@trust/shared';
import { submitWith } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useNdaDocumentActions, useSaveSettings } from '../../settings-api';
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
      <NdaDocument document={nda.document} />
    </Paper>
  );
}

/** The agreement as a PDF, accepted with the text; replacing or removing it publishes a new version. */
function NdaDocument({ document }: { document: OrganisationSettings['nda']['document'] }) {
  const actions = useNdaDocumentActions();
  return (
    <Stack gap={6} mt="lg" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text fw={500} fz="sm">
        Agreement as a PDF (optional)
      </Text>
      <Text fz="sm" c="dimmed">
        {document
          ? `${document.name} is part of what members accept.`
          : 'Members accept the text above only.'}
      </Text>
      <Group gap="xs">
        <FileButton
          accept="application/pdf"
          onChange={(file) =>
            file &&
            actions.upload.mutate(file, {
              onSuccess: () => toast.success('NDA PDF uploaded: members accept the new version'),
              onError: toast.failure,
            })
          }
        >
          {(props) => (
            <Button {...props} size="xs" variant="light" loading={actions.upload.isPending}>
              {document ? 'Replace the PDF' : 'Upload a PDF'}
            </Button>
          )}
        </FileButton>
        {document && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => actions.remove.mutate(undefined, { onError: toast.failure })}
          >
            Remove the PDF
          </Button>
        )}
      </Group>
    </Stack>
  );
}
