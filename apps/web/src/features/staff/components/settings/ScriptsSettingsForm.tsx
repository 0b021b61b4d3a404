import { Alert, Code, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import {
  CONSENT_LABELS,
  COOKIE_BANNER_TYPES,
  planScripts,
  SCRIPT_LABELS,
  SCRIPT_MESSAGES as M,
  scriptsSchema,
  scriptsSettingsSchema,
  type Scripts,
} from '@trust/shared';
import '@mantine/core/styles/Alert.css';
import { submitWith } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveSettings } from '../../settings-api';
import { SaveBar } from './SaveBar';
import { SwitchField } from './SwitchField';

type Banner = Scripts['cookie_banner'];
/** The form's values: every text a string, as the inputs hold them. */
interface Values {
  hubspot: { src: string };
  google_ua: string;
  gtag: string;
  gtm: string;
  intercom: { id: string };
  cookie_banner: {
    [K in keyof Banner]: K extends 'type' ? Banner[K] : Banner[K] extends string | null ? string : Banner[K];
  };
}

const BANNER_LABELS: Record<(typeof COOKIE_BANNER_TYPES)[number] | 'builtin', string> = {
  builtin: 'Built-in banner',
  hubspot: 'HubSpot',
  cookiebot: 'Cookiebot',
  dropbox: 'Dropbox',
  paypal: 'PayPal',
  onetrust: 'OneTrust',
};

/** A planned tag as the page will carry it. */
const tagHtml = ({ src, attributes }: { src: string; attributes: Record<string, string> }) =>
  `<script async src="${src}"${Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('')}></script>`;

const toValues = (s: Scripts): Values => ({
  hubspot: { src: s.hubspot?.src ?? '' },
  google_ua: s.google_ua ?? '',
  gtag: s.gtag ?? '',
  gtm: s.gtm ?? '',
  intercom: { id: s.intercom?.id ?? '' },
  cookie_banner: {
    ...s.cookie_banner,
    gtm_id: s.cookie_banner.gtm_id ?? '',
    cbid: s.cookie_banner.cbid ?? '',
    cookie_domain: s.cookie_banner.cookie_domain ?? '',
    tenant_name: s.cookie_banner.tenant_name ?? '',
    cookie_script_path: s.cookie_banner.cookie_script_path ?? '',
  },
});

const toBody = (v: Values) => ({
  ...v,
  hubspot: v.hubspot.src.trim() ? v.hubspot : null,
  intercom: v.intercom.id.trim() ? v.intercom : null,
});

/**
 * Analytics and chat tags and the cookie banner (visitor spec sections 3 and 9), with a preview of
 * what a visitor's page loads and when.
 */
export function ScriptsSettingsForm({ scripts }: { scripts: Scripts }) {
  const save = useSaveSettings('scripts');
  const form = useForm<Values>({ values: toValues(scripts) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const watched = form.watch();
  const preview = scriptsSchema.safeParse(scriptsSettingsSchema.safeParse(toBody(watched)).data ?? {});
  const plan = preview.success ? planScripts(preview.data) : null;
  const submit = form.handleSubmit(async (values) => {
    if (await submitWith(form, scriptsSettingsSchema, toBody(values), (body) => save.mutateAsync(body)))
      toast.success('Scripts and cookie banner saved');
  });
  const bannerOn = watched.cookie_banner.show;
  const bannerType = watched.cookie_banner.type;
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="md">
            Tags
          </Title>
          <Text fz="sm" c="dimmed">
            Each tag loads only after a visitor consents to its category, and never while you edit your page.
          </Text>
          <TextInput
            label="Google Analytics (Universal Analytics) ID"
            placeholder="UA-12345678-1"
            {...form.register('google_ua')}
            error={errors.google_ua?.message}
          />
          <TextInput
            label="Google tag ID"
            placeholder="G-XXXXXXXXXX"
            {...form.register('gtag')}
            error={errors.gtag?.message}
          />
          <TextInput
            label="Google Tag Manager container ID"
            placeholder="GTM-XXXXXXX"
            {...form.register('gtm')}
            error={errors.gtm?.message}
          />
          <TextInput
            label="HubSpot tracking script address"
            placeholder="js.hs-scripts.com/1234567.js"
            description="An address without https:// gets it."
            {...form.register('hubspot.src')}
            error={errors.hubspot?.src?.message}
          />
          <TextInput
            label="Intercom app ID"
            placeholder="abc123de"
            {...form.register('intercom.id')}
            error={errors.intercom?.id?.message}
          />
          <Title order={2} fz="md" mt="sm">
            Cookie banner
          </Title>
          <SwitchField control={form.control} name="cookie_banner.show" label="Ask visitors for consent" />
          {bannerOn && (
            <>
              <Controller
                control={form.control}
                name="cookie_banner.type"
                render={({ field }) => (
                  <Select
                    label="Banner"
                    data={(['builtin', ...COOKIE_BANNER_TYPES] as const).map((t) => ({
                      value: t,
                      label: BANNER_LABELS[t],
                    }))}
                    value={field.value ?? 'builtin'}
                    onChange={(value) => field.onChange(value === 'builtin' ? null : value)}
                    allowDeselect={false}
                  />
                )}
              />
              {(bannerType === 'cookiebot' || bannerType === 'onetrust' || bannerType === 'hubspot') && (
                <TextInput
                  label={
                    bannerType === 'cookiebot'
                      ? 'Cookiebot domain group ID (cbid)'
                      : bannerType === 'onetrust'
                        ? 'OneTrust domain script ID'
                        : 'HubSpot account ID'
                  }
                  {...form.register('cookie_banner.cbid')}
                  error={errors.cookie_banner?.cbid?.message}
                />
              )}
              {bannerType === 'cookiebot' && (
                <SwitchField
                  control={form.control}
                  name="cookie_banner.auto_block_enabled"
                  label="Let Cookiebot block cookies automatically"
                />
              )}
              {(bannerType === 'dropbox' || bannerType === 'paypal') && (
                <>
                  <TextInput
                    label="Banner script address"
                    placeholder="https://"
                    {...form.register('cookie_banner.cookie_script_path')}
                    error={errors.cookie_banner?.cookie_script_path?.message}
                  />
                  <Group grow>
                    <TextInput label="Tenant name" {...form.register('cookie_banner.tenant_name')} />
                    <TextInput
                      label="Cookie domain"
                      placeholder="trust.example.com"
                      {...form.register('cookie_banner.cookie_domain')}
                    />
                  </Group>
                </>
              )}
              <SwitchField
                control={form.control}
                name="cookie_banner.showDeclaration"
                label="Link the cookie declaration in the footer"
              />
            </>
          )}
          <Title order={2} fz="md" mt="sm">
            Preview
          </Title>
          {plan && plan.tags.length > 0 && !bannerOn && (
            <Alert color="yellow" role="status">
              {M.bannerOffWarning}
            </Alert>
          )}
          <Stack gap={4} data-testid="scripts-preview">
            {plan?.tags.length ? (
              plan.tags.map((tag) => (
                <Text key={tag.id} fz="sm">
                  {SCRIPT_LABELS[tag.id]}: after consent to{' '}
                  <strong>{CONSENT_LABELS[tag.category].title}</strong>
                  <Code block mt={2} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    {tagHtml(tag)}
                  </Code>
                </Text>
              ))
            ) : (
              <Text fz="sm" c="dimmed">
                {M.noScripts}
              </Text>
            )}
            {plan?.banner.kind === 'provider' && (
              <Text fz="sm">
                {BANNER_LABELS[plan.banner.type]} banner, loaded on every visitor page:
                <Code block mt={2} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {tagHtml(plan.banner)}
                </Code>
              </Text>
            )}
            {plan?.banner.kind === 'builtin' && (
              <Paper withBorder p="sm" radius="md" maw={520}>
                <Text fw={600} fz="sm">
                  {M.bannerTitle}
                </Text>
                <Text fz="sm">
                  {M.bannerText([...new Set(plan.tags.map((t) => CONSENT_LABELS[t.category].title))])}
                </Text>
                <Text fz="xs" c="dimmed" mt={4}>
                  {M.customise} · {M.rejectAll} · {M.acceptAll}
                </Text>
              </Paper>
            )}
          </Stack>
          <SaveBar error={errors.root?.message} saving={isSubmitting} dirty={isDirty} />
        </Stack>
      </form>
    </Paper>
  );
}
