import { Group, Radio, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { EDITOR_MESSAGES as M, type EditorFeatures } from '@trust/shared';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import type { ItemFormValues } from '../item-form';
import '@/app/floating-styles';
import '@mantine/core/styles/InlineInput.css';

interface AccessLevelFieldProps {
  value: ItemFormValues['access'];
  features: EditorFeatures;
  onChange: (value: ItemFormValues['access']) => void;
  error?: string;
}

/** Public or restricted, and for restricted the plan-gated 'Hide unless access granted' switch. */
export function AccessLevelField({ value, features, onChange, error }: AccessLevelFieldProps) {
  const restricted = value !== 'public';
  return (
    <Stack gap={6}>
      <Radio.Group
        label="Access level"
        value={restricted ? 'restricted' : 'public'}
        onChange={(v) => onChange(v === 'public' ? 'public' : 'restricted')}
        error={error}
      >
        <Group gap="lg" mt={4}>
          <Radio value="public" label="Public" />
          <Radio value="restricted" label="Restricted" />
        </Group>
      </Radio.Group>
      <Text fz="xs" c="dimmed">
        {value === 'public' ? M.accessPublic : value === 'hidden' ? M.accessHidden : M.accessRestricted}
      </Text>
      {restricted && (
        <Tooltip label={M.upgrade} disabled={features.allowRestrictedFileSwitch || value === 'hidden'}>
          <div style={{ alignSelf: 'flex-start' }}>
            <Switch
              label={M.hideUnlessGranted}
              checked={value === 'hidden'}
              onChange={(e) => onChange(e.currentTarget.checked ? 'hidden' : 'restricted')}
              disabled={!features.allowRestrictedFileSwitch && value !== 'hidden'}
            />
          </div>
        </Tooltip>
      )}
    </Stack>
  );
}
