import {
  Badge,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  EDITOR_MESSAGES as M,
  guidanceFor,
  ITEM_TYPES,
  MATURITY_LABELS,
  RECURRENCE_LABELS,
  SOC_REPORT_TYPES,
  type CardKind,
  type EditorFeatures,
  type ItemField,
  type PortalItem,
} from '@trust/shared';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import type { ItemFormValues } from '../item-form';
import { AccessLevelField } from './AccessLevelField';
import { BestPractices } from './BestPractices';
import { BridgeLetterEditor } from './BridgeLetterEditor';
import { DocumentLinks, type PendingFiles } from './DocumentLinks';
import { ExampleExplanation } from './ExampleExplanation';
import { ItemChoiceField, ItemIntegrationsField } from './ItemEvidenceFields';
import { LogoPicker } from './LogoPicker';
import '@/app/floating-styles';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const TYPE_OPTIONS = options(ITEM_TYPES);
const MATURITY_OPTIONS = options(MATURITY_LABELS);
const RECURRENCE_OPTIONS = options(RECURRENCE_LABELS);

interface ItemFieldsProps {
  kind: CardKind;
  productId: string;
  canEditAssets: boolean;
  item: PortalItem;
  value: ItemFormValues;
  errors: Record<string, string>;
  fields: readonly ItemField[];
  features: EditorFeatures;
  onChange: (change: Partial<ItemFormValues>) => void;
  files: PendingFiles;
  onFilesChange: (pending: PendingFiles) => void;
}

/** One item of the drawer in edit mode: the fields its card kind shows, with the editor's guidance. */
export function ItemFields({
  kind,
  productId,
  canEditAssets,
  item,
  value,
  errors,
  fields,
  features,
  onChange,
  files,
  onFilesChange,
}: ItemFieldsProps) {
  const canRename = features.allowItemTitleRenaming || item.custom;
  const label = value.title || item.title;
  const guidance = guidanceFor(kind, value.type || null);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`edit-item-${item.title}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Tooltip label={M.upgrade} disabled={canRename}>
            <TextInput
              label="Title"
              value={value.title}
              onChange={(e) => onChange({ title: e.currentTarget.value })}
              error={errors.title}
              disabled={!canRename}
              style={{ flex: 1 }}
            />
          </Tooltip>
          {value.access === 'public' && (
            <Badge color="orange" variant="light" mt={28}>
              {M.publicAccessTag}
            </Badge>
          )}
        </Group>
        <SegmentedControl
          aria-label={`Status of ${label}`}
          value={value.enabledState}
          onChange={(v) => onChange({ enabledState: v as ItemFormValues['enabledState'] })}
          data={[
            { value: 'enabled', label: 'Enabled' },
            { value: 'work_in_progress', label: 'In Progress' },
            { value: 'not_enabled', label: 'Not enabled' },
          ]}
        />
        {guidance && <BestPractices guidance={guidance} />}
        {fields.includes('choice') && (
          <ItemChoiceField
            itemTitle={label}
            value={value.choice}
            onChange={(choice) => onChange({ choice })}
          />
        )}
        {fields.includes('type') && (
          <Select
            label="Type"
            placeholder="Select a type"
            data={TYPE_OPTIONS}
            value={value.type || null}
            onChange={(v) => onChange({ type: v ?? '' })}
            error={errors.type}
            searchable
          />
        )}
        <Group grow align="flex-start">
          {fields.includes('maturity') && (
            <Select
              label="Maturity"
              data={MATURITY_OPTIONS}
              value={value.maturity || null}
              onChange={(v) => onChange({ maturity: v ?? '' })}
              clearable
            />
          )}
          {fields.includes('recurrence') && (
            <Select
              label="Recurrence"
              data={RECURRENCE_OPTIONS}
              value={value.recurrence || null}
              onChange={(v) => onChange({ recurrence: v ?? '' })}
              clearable
            />
          )}
        </Group>
        <Group grow align="flex-start">
          {fields.includes('auditor') && (
            <TextInput
              label="Auditor"
              value={value.auditor}
              onChange={(e) => onChange({ auditor: e.currentTarget.value })}
              error={errors.auditor}
            />
          )}
          {fields.includes('expiry') && (
            <TextInput
              label="Expiry"
              type="date"
              value={value.expiry}
              onChange={(e) => onChange({ expiry: e.currentTarget.value })}
              error={errors.expiry}
            />
          )}
        </Group>
        {fields.includes('logoVariant') && (
          <LogoPicker
            item={item}
            productId={productId}
            type={value.type}
            auditor={value.auditor}
            value={value.logoVariant}
            onChange={(logoVariant) => onChange({ logoVariant })}
            canUpload={canEditAssets}
            error={errors.logoVariant}
          />
        )}
        {fields.includes('explanation') && (
          <Stack gap={4}>
            <Textarea
              label="Explanation"
              autosize
              minRows={2}
              maxRows={8}
              value={value.explanation}
              onChange={(e) => onChange({ explanation: e.currentTarget.value })}
              error={errors.explanation}
            />
            {guidance && (
              <ExampleExplanation
                example={guidance.example}
                onUse={
                  value.explanation.trim() ? undefined : () => onChange({ explanation: guidance.example })
                }
              />
            )}
            {fields.includes('listEntries') && (
              <Textarea
                label="List entries"
                description="One per line; shown as bullet points under the explanation."
                autosize
                minRows={2}
                maxRows={8}
                value={value.listEntries}
                onChange={(e) => onChange({ listEntries: e.currentTarget.value })}
                error={
                  errors.listEntries ??
                  Object.entries(errors).find(([k]) => k.startsWith('listEntries.'))?.[1]
                }
              />
            )}
          </Stack>
        )}
        {fields.includes('href') && (
          <TextInput
            label="Link"
            placeholder="https://"
            value={value.href}
            onChange={(e) => onChange({ href: e.currentTarget.value })}
            error={errors.href}
          />
        )}
        {fields.includes('integrations') && (
          <ItemIntegrationsField
            productId={productId}
            itemTitle={label}
            value={value.integrations}
            onChange={(integrations) => onChange({ integrations })}
          />
        )}
        {fields.includes('file') && (
          <>
            <DocumentLinks documents={item.documents} pending={files} onChange={onFilesChange} />
            {errors.files && (
              <Text fz="sm" c="red">
                {errors.files}
              </Text>
            )}
          </>
        )}
        {fields.includes('bridgeLetter') &&
          ((SOC_REPORT_TYPES as readonly string[]).includes(value.type) || value.bridgeLetter) && (
            <BridgeLetterEditor
              value={value.bridgeLetter}
              allowed={features.allowBridgeLetter}
              errors={errors}
              onChange={(bridgeLetter) => onChange({ bridgeLetter })}
            />
          )}
        <AccessLevelField
          value={value.access}
          features={features}
          onChange={(access) => onChange({ access })}
          error={errors.access}
        />
      </Stack>
    </Paper>
  );
}
