import {
  Button,
  ColorInput,
  FileButton,
  Group,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import {
  brandSettingsSchema,
  contrastRatio,
  DATE_LOCALES,
  textColorOn,
  type BrandSettings,
  type OrganisationSettings,
} from '@trust/shared';
import { submitWith } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useImageActions, useSaveSettings } from '../../settings-api';
import { SaveBar } from './SaveBar';
import { SwitchField } from './SwitchField';

/** Brand: names, colour (with the text colour that reads on it), logo and favicon, overview and contacts. */
export function BrandSettingsForm({ settings }: { settings: OrganisationSettings }) {
  const save = useSaveSettings('brand');
  const form = useForm<BrandSettings>({ values: settings.brand });
  const { errors, isSubmitting, isDirty } = form.formState;
  const color = form.watch('primaryColor');
  const submit = form.handleSubmit(async (values) => {
    if (await submitWith(form, brandSettingsSchema, values, (body) => save.mutateAsync(body)))
      toast.success('Brand saved');
  });
  return (
    <Stack gap="md">
      <Images settings={settings} />
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Organisation name"
              required
              {...form.register('name')}
              error={errors.name?.message}
            />
            <TextInput
              label="Portal title"
              required
              {...form.register('portalTitle')}
              error={errors.portalTitle?.message}
            />
            <SwitchField control={form.control} name="showPortalTitle" label="Show the title in the header" />
            <Textarea
              label="Description"
              description="Shown in search results and link previews."
              autosize
              minRows={2}
              {...form.register('description')}
              error={errors.description?.message}
            />
            <ColorInput
              label="Brand colour"
              format="hex"
              eyeDropperButtonProps={{ 'aria-label': 'Pick a colour from the screen' }}
              value={color}
              onChange={(value) => form.setValue('primaryColor', value, { shouldDirty: true })}
              error={errors.primaryColor?.message}
              w={220}
            />
            <ContrastPreview color={color} />
            <Controller
              control={form.control}
              name="dateLocale"
              render={({ field }) => (
                <Select
                  label="Dates on the portal"
                  description="How visitors read dates: updates, expiry, the knowledge base."
                  data={Object.entries(DATE_LOCALES).map(([value, label]) => ({ value, label }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  error={errors.dateLocale?.message}
                  maw={420}
                />
              )}
            />
            <Textarea
              label="Overview"
              description="The overview card of your trust centre (Markdown)."
              autosize
              minRows={4}
              {...form.register('overview')}
              error={errors.overview?.message}
            />
            <TextInput
              label="Support site"
              description="Where 'Contact support' leads: an http, https or mailto address. Empty: the support email."
              placeholder="https://support.your-company.com"
              {...form.register('supportUrl')}
              error={errors.supportUrl?.message}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Support email"
                description="For 'Contact support' and notices to your team."
                type="email"
                {...form.register('supportMailbox')}
                error={errors.supportMailbox?.message}
              />
              <TextInput
                label="Security email"
                description="For 'Report issue'."
                type="email"
                {...form.register('securityMailbox')}
                error={errors.securityMailbox?.message}
              />
            </SimpleGrid>
            <SaveBar error={errors.root?.message} saving={isSubmitting} dirty={isDirty} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

/** How the colour reads: a filled button with the text colour picked for it, and links on white. */
function ContrastPreview({ color }: { color: string }) {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return null;
  const onFill = textColorOn(color);
  const onWhite = contrastRatio(color, '#ffffff');
  return (
    <Group gap="md" data-testid="contrast-preview">
      <Button style={{ background: color, color: onFill.color }} tabIndex={-1} aria-hidden>
        Request access
      </Button>
      <Text fz="sm">
        Button text {onFill.color === '#ffffff' ? 'white' : 'black'}: {onFill.ratio.toFixed(1)}:1.{' '}
        {onWhite >= 4.5 ? (
          <Text span c="teal.9" fz="sm">
            As link text on white: {onWhite.toFixed(1)}:1, readable.
          </Text>
        ) : (
          <Text span c="orange.9" fz="sm">
            As link text on white: {onWhite.toFixed(1)}:1, below 4.5:1; links use a darker shade.
          </Text>
        )}
      </Text>
    </Group>
  );
}

function Images({ settings }: { settings: OrganisationSettings }) {
  const images = useImageActions();
  const pick = (kind: 'logo' | 'favicon') => (file: File | null) =>
    file &&
    images.upload.mutate(
      { kind, file },
      {
        onSuccess: () => toast.success(kind === 'logo' ? 'Logo uploaded' : 'Favicon uploaded'),
        onError: toast.failure,
      },
    );
  const slot = (kind: 'logo' | 'favicon', label: string, url: string | null) => (
    <Group gap="sm" wrap="nowrap">
      <Paper withBorder radius="sm" w={kind === 'logo' ? 160 : 56} h={56} p={4} bg="white">
        {url ? (
          <Image src={url} alt={`Current ${label.toLowerCase()}`} h="100%" fit="contain" />
        ) : (
          <Text fz="xs" c="dimmed" ta="center" lh="48px">
            None
          </Text>
        )}
      </Paper>
      <Stack gap={4}>
        <Text fw={500} fz="sm">
          {label}
        </Text>
        <Group gap="xs">
          <FileButton onChange={pick(kind)} accept="image/png,image/jpeg,image/svg+xml">
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                loading={images.upload.isPending && images.upload.variables?.kind === kind}
              >
                Upload {label.toLowerCase()}
              </Button>
            )}
          </FileButton>
          {url && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => images.remove.mutate(kind, { onError: toast.failure })}
            >
              Remove
            </Button>
          )}
        </Group>
      </Stack>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="xl">
        {slot('logo', 'Logo', settings.logoUrl)}
        {slot('favicon', 'Favicon', settings.faviconUrl)}
      </Group>
      <Text fz="xs" c="dimmed" mt="xs">
        PNG, JPEG or SVG, at most 1 MB. The social preview image is made again from the new logo.
      </Text>
    </Paper>
  );
}
