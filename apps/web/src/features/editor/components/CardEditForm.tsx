import { Alert, Badge, Button, Group, Paper, Radio, SegmentedControl, Select, Stack, Switch, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  EDITOR_MESSAGES as M, ITEM_TYPES, itemFields, MATURITY_LABELS, RECURRENCE_LABELS, SOC_REPORT_TYPES,
  type EditorFeatures, type PortalCard, type PortalItem,
} from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Alert.css';
import { ApiError } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';
import { BridgeLetterEditor } from './BridgeLetterEditor';
import { DocumentLinks, hasPending, NO_PENDING, type PendingFiles } from './DocumentLinks';
import { changedFields, toFormValues, validationErrors, type ItemFormValues } from '../item-form';

type Errors = Record<string, Record<string, string>>;
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const TYPE_OPTIONS = options(ITEM_TYPES);

interface CardEditFormProps {
  card: PortalCard;
  productId: string;
  features: EditorFeatures;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * The drawer in edit mode (issue 6, sections 1 and 2): every item of the card with the fields its
 * kind shows. Save sends each changed item; any failure puts 'Save error' on the form and the page
 * data is fetched again.
 */
export default function CardEditForm({ card, productId, features, onDirtyChange, onCancel, onSaved }: CardEditFormProps) {
  const calls = useEditorCalls(productId);
  const initial = Object.fromEntries(card.items.map((item) => [item.itemUid, toFormValues(item)]));
  const [values, setValues] = useState<Record<string, ItemFormValues>>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [rootError, setRootError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [files, setFiles] = useState<Record<string, PendingFiles>>({});
  const fields = itemFields(card.kind);
  const changes = card.items.map((item) => ({ item, body: changedFields(card.kind, initial[item.itemUid]!, values[item.itemUid]!) })).filter((c) => Object.keys(c.body).length > 0);
  const dirty = changes.length > 0 || Object.values(files).some(hasPending);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const set = (uid: string, change: Partial<ItemFormValues>) => {
    setValues((v) => ({ ...v, [uid]: { ...v[uid]!, ...change } }));
    setErrors((e) => ({ ...e, [uid]: Object.fromEntries(Object.entries(e[uid] ?? {}).filter(([key]) => !(key.split('.')[0]! in change))) }));
  };

  const save = async () => {
    const found: Errors = {};
    for (const { item, body } of changes) {
      const itemErrors = validationErrors(body);
      if (fields.includes('type') && !values[item.itemUid]!.type) itemErrors.type = M.typeRequired;
      if (Object.keys(itemErrors).length) found[item.itemUid] = itemErrors;
    }
    if (card.kind === 'documents') {
      for (const item of card.items) {
        const pending = files[item.itemUid] ?? NO_PENDING;
        if (item.documents.length - pending.unlink.length + pending.link.length <= 0) found[item.itemUid] = { ...found[item.itemUid], files: M.fileRequired };
      }
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    setRootError(null);
    try {
      for (const { item, body } of changes) {
        try {
          await calls.patchItem(item.itemUid, body);
        } catch (error) {
          if (error instanceof ApiError && error.fields) setErrors((e) => ({ ...e, [item.itemUid]: error.fields! }));
          throw error;
        }
      }
      for (const [itemUid, pending] of Object.entries(files)) {
        try {
          for (const link of pending.link) await calls.linkFile(itemUid, link.id);
          for (const fileId of pending.unlink) await calls.unlinkFile(itemUid, fileId);
        } catch (error) {
          if (error instanceof ApiError && error.fields) setErrors((e) => ({ ...e, [itemUid]: { files: Object.values(error.fields!)[0]! } }));
          throw error;
        } finally {
          setFiles((f) => ({ ...f, [itemUid]: NO_PENDING }));
        }
      }
      await calls.refresh();
      showToast('Changes saved', { hideAfterMs: 3000 });
      onSaved();
    } catch (error) {
      setRootError(error instanceof ApiError && error.status === 403 ? `${M.saveError}: ${error.message}` : M.saveError);
      await calls.refresh();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" data-testid="card-edit-form">
      {rootError && (
        <Alert color="red" title={rootError} role="alert">
          Nothing else was lost: fix the marked fields and save again.
        </Alert>
      )}
      {card.items.map((item) => (
        <ItemFields
          key={item.itemUid}
          item={item}
          value={values[item.itemUid]!}
          errors={errors[item.itemUid] ?? {}}
          fields={fields}
          features={features}
          onChange={(change) => set(item.itemUid, change)}
          files={files[item.itemUid] ?? NO_PENDING}
          onFilesChange={(pending) => setFiles((f) => ({ ...f, [item.itemUid]: pending }))}
        />
      ))}
      {card.items.length === 0 && <Text c="dimmed">This card has no items yet.</Text>}
      <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={!dirty}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

interface ItemFieldsProps {
  item: PortalItem;
  value: ItemFormValues;
  errors: Record<string, string>;
  fields: readonly string[];
  features: EditorFeatures;
  onChange: (change: Partial<ItemFormValues>) => void;
  files: PendingFiles;
  onFilesChange: (pending: PendingFiles) => void;
}

function ItemFields({ item, value, errors, fields, features, onChange, files, onFilesChange }: ItemFieldsProps) {
  const canRename = features.allowItemTitleRenaming || item.custom;
  const label = value.title || item.title;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`edit-item-${item.title}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Tooltip label={M.upgrade} disabled={canRename}>
            <TextInput label="Title" value={value.title} onChange={(e) => onChange({ title: e.currentTarget.value })} error={errors.title} disabled={!canRename} style={{ flex: 1 }} />
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
          data={[{ value: 'enabled', label: 'Enabled' }, { value: 'work_in_progress', label: 'In Progress' }, { value: 'not_enabled', label: 'Not enabled' }]}
        />
        {fields.includes('type') && <Select label="Type" placeholder="Select a type" data={TYPE_OPTIONS} value={value.type || null} onChange={(v) => onChange({ type: v ?? '' })} error={errors.type} searchable />}
        <Group grow align="flex-start">
          {fields.includes('maturity') && <Select label="Maturity" data={options(MATURITY_LABELS)} value={value.maturity || null} onChange={(v) => onChange({ maturity: v ?? '' })} clearable />}
          {fields.includes('recurrence') && <Select label="Recurrence" data={options(RECURRENCE_LABELS)} value={value.recurrence || null} onChange={(v) => onChange({ recurrence: v ?? '' })} clearable />}
        </Group>
        <Group grow align="flex-start">
          {fields.includes('auditor') && <TextInput label="Auditor" value={value.auditor} onChange={(e) => onChange({ auditor: e.currentTarget.value })} error={errors.auditor} />}
          {fields.includes('expiry') && <TextInput label="Expiry" type="date" value={value.expiry} onChange={(e) => onChange({ expiry: e.currentTarget.value })} error={errors.expiry} />}
        </Group>
        {fields.includes('explanation') && <Textarea label="Explanation" autosize minRows={2} maxRows={8} value={value.explanation} onChange={(e) => onChange({ explanation: e.currentTarget.value })} error={errors.explanation} />}
        {fields.includes('href') && <TextInput label="Link" placeholder="https://" value={value.href} onChange={(e) => onChange({ href: e.currentTarget.value })} error={errors.href} />}
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
        {fields.includes('bridgeLetter') && ((SOC_REPORT_TYPES as readonly string[]).includes(value.type) || value.bridgeLetter) && (
          <BridgeLetterEditor value={value.bridgeLetter} allowed={features.allowBridgeLetter} errors={errors} onChange={(bridgeLetter) => onChange({ bridgeLetter })} />
        )}
        <AccessLevel value={value.access} features={features} onChange={(access) => onChange({ access })} error={errors.access} />
      </Stack>
    </Paper>
  );
}

function AccessLevel({ value, features, onChange, error }: { value: ItemFormValues['access']; features: EditorFeatures; onChange: (v: ItemFormValues['access']) => void; error?: string }) {
  const restricted = value !== 'public';
  return (
    <Stack gap={6}>
      <Radio.Group label="Access level" value={restricted ? 'restricted' : 'public'} onChange={(v) => onChange(v === 'public' ? 'public' : 'restricted')} error={error}>
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
            <Switch label={M.hideUnlessGranted} checked={value === 'hidden'} onChange={(e) => onChange(e.currentTarget.checked ? 'hidden' : 'restricted')} disabled={!features.allowRestrictedFileSwitch && value !== 'hidden'} />
          </div>
        </Tooltip>
      )}
    </Stack>
  );
}
