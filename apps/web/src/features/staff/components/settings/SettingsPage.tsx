import { Loader, Stack, Tabs, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import { useSettings } from '../../settings-api';
import { ByoidSettingsPanel } from './ByoidSettingsPanel';
import { AccessSettingsForm } from './AccessSettingsForm';
import { AiSettingsForm } from './AiSettingsForm';
import { BrandSettingsForm } from './BrandSettingsForm';
import { DomainSettings } from './DomainSettings';
import { NdaSettingsForm } from './NdaSettingsForm';
import { NoticeSettingsForm } from './NoticeSettingsForm';
import { ScriptsSettingsForm } from './ScriptsSettingsForm';
import { ExportPanel } from './ExportPanel';
import { PartnerSettings } from './PartnerSettings';
import { PlanPanel } from './PlanPanel';
import { SsoSettingsForm } from './SsoSettingsForm';
import { VerificationSettings } from './VerificationSettings';
import { WebhookSettings } from './WebhookSettings';

const TABS = [
  { value: 'brand', label: 'Brand' },
  { value: 'domains', label: 'Domains' },
  { value: 'nda', label: 'NDA' },
  { value: 'access', label: 'Access requests' },
  { value: 'notice', label: 'Notice bar' },
  { value: 'scripts', label: 'Scripts and cookies' },
  { value: 'sso', label: 'Single sign-on' },
  { value: 'ai', label: 'Generative AI' },
  { value: 'partners', label: 'TPRM tools' },
  { value: 'verification', label: 'Verification' },
  { value: 'webhooks', label: 'Webhooks' },
  { value: 'plan', label: 'Plan and features' },
  { value: 'export', label: 'Export' },
] as const;

/** Administrators: the organisation's settings, one tab per page, each saved on its own. */
export function SettingsPage() {
  const { tab = 'brand' } = useParams();
  const navigate = useNavigate();
  const settings = useSettings().data;
  return (
    <Stack gap="md" maw={860} data-testid="settings-page">
      <Title order={1} fz={24}>
        Settings
      </Title>
      <Tabs value={tab} onChange={(value) => navigate(`/app/settings/${value}`)} keepMounted={false}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {!settings ? (
          <Loader m="lg" aria-label="Loading settings" />
        ) : (
          <>
            <Tabs.Panel value="brand" pt="md">
              <BrandSettingsForm settings={settings} />
            </Tabs.Panel>
            <Tabs.Panel value="domains" pt="md">
              <DomainSettings domains={settings.domains} />
            </Tabs.Panel>
            <Tabs.Panel value="nda" pt="md">
              <NdaSettingsForm nda={settings.nda} />
            </Tabs.Panel>
            <Tabs.Panel value="access" pt="md">
              <Stack gap="md">
                <AccessSettingsForm settings={settings} />
                <ByoidSettingsPanel />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="notice" pt="md">
              <NoticeSettingsForm notice={settings.notice} />
            </Tabs.Panel>
            <Tabs.Panel value="scripts" pt="md">
              <ScriptsSettingsForm scripts={settings.scripts} />
            </Tabs.Panel>
            <Tabs.Panel value="sso" pt="md">
              <SsoSettingsForm />
            </Tabs.Panel>
            <Tabs.Panel value="ai" pt="md">
              <AiSettingsForm settings={settings} />
            </Tabs.Panel>
            <Tabs.Panel value="partners" pt="md">
              <PartnerSettings settings={settings} />
            </Tabs.Panel>
            <Tabs.Panel value="verification" pt="md">
              <VerificationSettings settings={settings} />
            </Tabs.Panel>
            <Tabs.Panel value="webhooks" pt="md">
              <WebhookSettings />
            </Tabs.Panel>
            <Tabs.Panel value="plan" pt="md">
              <PlanPanel settings={settings} />
            </Tabs.Panel>
            <Tabs.Panel value="export" pt="md">
              <ExportPanel />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Stack>
  );
}
