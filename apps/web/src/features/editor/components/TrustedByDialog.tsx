import { ActionIcon, Avatar, Box, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  COMPANY_LOGO_SIZES,
  COMPANY_MESSAGES as M,
  EDITOR_MESSAGES,
  trustedByBodySchema,
  type TrustedCompany,
} from '@trust/shared';
import '@/app/overlay-styles';
import { ApiError } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';
import { CompanyLogoUpload } from './CompanyLogoUpload';
import { CompanyPicker, pickedFromView, type PickedCompany } from './CompanyPicker';
import { MoveButtons } from './MoveButtons';

interface Entry {
  /** Set for companies already on the card (they keep an uploaded logo). */
  id?: string;
  key: string;
  company: PickedCompany;
}

let nextKey = 0;
const keyed = (company: PickedCompany, id?: string): Entry => ({ id, key: `k${nextKey++}`, company });

/**
 * The trusted-by card's edit form (editor spec sections 2, 3): pick companies from the built-in
 * list or type one in (with an optional link), order and remove them, save once.
 */
export default function TrustedByDialog({
  productId,
  companies,
  canEditAssets = false,
  onClose,
}: {
  productId: string;
  companies: TrustedCompany[];
  /** assets:edit: companies already on the card may get their own logo. */
  canEditAssets?: boolean;
  onClose: () => void;
}) {
  const calls = useEditorCalls(productId);
  const [entries, setEntries] = useState(() => companies.map((c) => keyed(pickedFromView(c.company), c.id)));
  const [pickerKey, setPickerKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const move = (from: number, to: number) =>
    setEntries((current) => {
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    });
  const setUrl = (key: string, url: string) =>
    setEntries((current) =>
      current.map((entry) =>
        entry.key === key && entry.company.choice.source === 'custom'
          ? { ...entry, company: { ...entry.company, choice: { ...entry.company.choice, url: url || null } } }
          : entry,
      ),
    );

  const save = async () => {
    const body = { companies: entries.map((e) => ({ id: e.id, company: e.company.choice })) };
    const parsed = trustedByBodySchema.safeParse(body);
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
    setSaving(true);
    try {
      await calls.setTrustedBy(parsed.data);
      showToast(M.trustedByUpdated, { hideAfterMs: 4000 });
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) setErrors(failure.fields);
      else showToast(EDITOR_MESSAGES.saveError, { color: 'red', hideAfterMs: 6000 });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Trusted by" size="lg" closeOnClickOutside={!saving}>
      <Stack>
        <CompanyPicker
          key={pickerKey}
          label="Add a company"
          required={false}
          value={null}
          autoFocus
          onChange={(picked) => {
            if (!picked) return;
            setEntries((current) => [...current, keyed(picked)]);
            setPickerKey((k) => k + 1);
          }}
        />
        {entries.length === 0 && (
          <Text c="dimmed" fz="sm">
            {M.noCompanies}
          </Text>
        )}
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry, index) => {
            const { choice, name, logo } = entry.company;
            return (
              <Paper key={entry.key} component="li" withBorder radius="md" p="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                    <Avatar src={logo} size={COMPANY_LOGO_SIZES.row} radius="sm" alt="">
                      {name.slice(0, 2)}
                    </Avatar>
                    <Text fz="sm" fw={500} truncate>
                      {name}
                    </Text>
                  </Group>
                  <Group gap={2} wrap="nowrap">
                    <MoveButtons
                      label={name}
                      index={index}
                      count={entries.length}
                      onMove={(to) => move(index, to)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${name}`}
                      onClick={() => setEntries((current) => current.filter((e) => e.key !== entry.key))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
                {entry.id && canEditAssets && (
                  <Box mt={6} ml={38}>
                    <CompanyLogoUpload
                      productId={productId}
                      list="trusted-by"
                      entryId={entry.id}
                      name={name}
                      logoUrl={companies.find((c) => c.id === entry.id)?.company.logoUrl ?? logo}
                    />
                  </Box>
                )}
                {choice.source === 'custom' && (
                  <TextInput
                    mt={6}
                    ml={38}
                    size="xs"
                    aria-label={`Link for ${name} (optional)`}
                    placeholder="Link (optional): https://…"
                    value={choice.url ?? ''}
                    error={errors[`companies.${index}.company.url`]}
                    onChange={(event) => setUrl(entry.key, event.currentTarget.value)}
                  />
                )}
                {errors[`companies.${index}.company`] && (
                  <Text c="red" fz="xs" mt={4}>
                    {errors[`companies.${index}.company`]}
                  </Text>
                )}
              </Paper>
            );
          })}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
