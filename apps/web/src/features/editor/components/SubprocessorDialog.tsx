import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  COMPANY_MESSAGES as M,
  DEFAULT_OBJECTION_DAYS,
  EDITOR_MESSAGES,
  subprocessorBodySchema,
  type Subprocessor,
} from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import { ApiError } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';
import { CompanyLogoUpload } from './CompanyLogoUpload';
import { CompanyPicker, pickedFromView, type PickedCompany } from './CompanyPicker';

type Field = 'company' | 'purpose' | 'location' | 'additionalDetails' | 'notice';

/** Errors by field from a zod result or the server's envelope ('company.name' counts as company). */
const byField = (entries: [string, string][]) =>
  Object.fromEntries(entries.map(([path, message]) => [path.split('.')[0], message])) as Partial<
    Record<Field, string>
  >;

/** Add or edit a subprocessor (editor spec sections 2, 5): the company is required, the rest optional. */
export default function SubprocessorDialog({
  productId,
  subprocessor,
  canEditAssets = false,
  onClose,
}: {
  productId: string;
  /** Absent to add one. */
  subprocessor?: Subprocessor;
  /** assets:edit: may upload the company's own logo. */
  canEditAssets?: boolean;
  onClose: () => void;
}) {
  const calls = useEditorCalls(productId);
  const [company, setCompany] = useState<PickedCompany | null>(
    subprocessor ? pickedFromView(subprocessor.company) : null,
  );
  const [fields, setFields] = useState({
    purpose: subprocessor?.purpose ?? '',
    location: subprocessor?.location ?? '',
    additionalDetails: subprocessor?.additionalDetails ?? '',
  });
  const [notify, setNotify] = useState(false);
  const [objectionDays, setObjectionDays] = useState<number | string>(DEFAULT_OBJECTION_DAYS);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A notice announces a new company: an addition, or an edit that replaces the company.
  const announceable = !subprocessor || (company !== null && company.name !== subprocessor.company.name);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const body = {
      company: company?.choice,
      ...fields,
      notice: notify && announceable ? { objectionDays: Number(objectionDays) } : null,
    };
    const parsed = subprocessorBodySchema.safeParse(body);
    if (!parsed.success)
      return setErrors(byField(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
    setSaving(true);
    try {
      if (subprocessor) await calls.editSubprocessor(subprocessor.id, parsed.data);
      else await calls.addSubprocessor(parsed.data);
      showToast(subprocessor ? M.subprocessorUpdated : M.subprocessorAdded, { hideAfterMs: 4000 });
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) setErrors(byField(Object.entries(failure.fields)));
      else showToast(EDITOR_MESSAGES.saveError, { color: 'red', hideAfterMs: 6000 });
    } finally {
      setSaving(false);
    }
  };

  const text = (field: keyof typeof fields) => ({
    value: fields[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setFields((current) => ({ ...current, [field]: value }));
    },
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={subprocessor ? M.editSubprocessor : M.addSubprocessor}
      closeOnClickOutside={!saving}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <Stack>
          <CompanyPicker
            value={company}
            onChange={(picked) => {
              setCompany(picked);
              setErrors((current) => ({ ...current, company: undefined }));
            }}
            error={errors.company}
            autoFocus
          />
          {subprocessor && canEditAssets && (
            <CompanyLogoUpload
              productId={productId}
              list="subprocessors"
              entryId={subprocessor.id}
              name={subprocessor.company.name}
              logoUrl={subprocessor.company.logoUrl}
            />
          )}
          <TextInput label="Purpose" {...text('purpose')} />
          <TextInput label="Location" {...text('location')} />
          <Textarea label="Additional details" autosize minRows={2} {...text('additionalDetails')} />
          {announceable && (
            <Stack gap="xs">
              <Checkbox
                label={M.notifySubscribers}
                description="Subscribers are mailed and members may object until the deadline (GDPR article 28)."
                checked={notify}
                onChange={(event) => setNotify(event.currentTarget.checked)}
              />
              {notify && (
                <NumberInput
                  label={M.objectionDays}
                  min={1}
                  max={365}
                  allowDecimal={false}
                  value={objectionDays}
                  onChange={setObjectionDays}
                  error={errors.notice}
                  w={160}
                />
              )}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Confirms removing a subprocessor; it stays in the list's history. */
export function DeleteSubprocessorDialog({
  productId,
  subprocessor,
  onClose,
}: {
  productId: string;
  subprocessor: Subprocessor;
  onClose: () => void;
}) {
  const calls = useEditorCalls(productId);
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    try {
      await calls.removeSubprocessor(subprocessor.id);
      showToast(M.subprocessorDeleted, { hideAfterMs: 4000 });
      onClose();
    } catch {
      showToast(EDITOR_MESSAGES.saveError, { color: 'red', hideAfterMs: 6000 });
      setDeleting(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={M.deleteSubprocessor}>
      <Text fz="sm">{M.deleteSubprocessorText(subprocessor.company.name)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={deleting} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={() => void remove()} loading={deleting}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
