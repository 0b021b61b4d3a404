import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  EDITOR_MESSAGES as M,
  GRADE_MESSAGES,
  GRADE_PROVIDER_RULES,
  GRADE_PROVIDERS,
  securityGradesBodySchema,
  type GradeEntry,
  type GradeProvider,
} from '@trust/shared';
import '@mantine/core/styles/Combobox.css';
import { ApiError, apiGet } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';
import { MoveButtons } from './MoveButtons';
import { DrawerFormActions } from './DrawerFormActions';

interface Draft {
  key: string;
  provider: GradeProvider;
  label: string;
  description: string;
  url: string;
  grade: string;
}

let nextKey = 0;
const draftOf = (entry?: GradeEntry): Draft => ({
  key: `g${nextKey++}`,
  provider: entry?.provider ?? 'SecurityScorecard',
  label: entry?.label ?? '',
  description: entry?.description ?? '',
  url: entry?.url ?? '',
  grade: entry?.grade ?? '',
});
const PROVIDER_LABELS: Partial<Record<GradeProvider, string>> = {
  Qualys: 'Qualys SSL Labs',
  Cis: 'CIS',
  SecurityScorecard: 'Security Scorecard',
  SecurityHeaders: 'Security Headers',
};

/** One grade entry: provider, display name, the provider's URL or domain, the grade. */
function GradeEntryFields({
  draft,
  errors,
  onChange,
}: {
  draft: Draft;
  errors: Record<string, string>;
  onChange: (next: Partial<Draft>) => void;
}) {
  const rule = GRADE_PROVIDER_RULES[draft.provider];
  const [fetching, setFetching] = useState(false);
  const [fetchError, setFetchError] = useState<string | null>(null);
  const getGrade = async () => {
    setFetching(true);
    setFetchError(null);
    try {
      const { grade } = await apiGet<{ grade: string }>(
        `/api/integrations/ssc/${encodeURIComponent(draft.url.trim())}`,
      );
      onChange({ grade });
    } catch (failure) {
      // Each Security Scorecard code belongs to the domain field and clears the grade.
      setFetchError(
        failure instanceof ApiError ? (failure.fields?.url ?? failure.message) : GRADE_MESSAGES.sscBadNetwork,
      );
      onChange({ grade: '' });
    } finally {
      setFetching(false);
    }
  };
  return (
    <Stack gap="xs">
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label="Provider"
          data={GRADE_PROVIDERS.map((p) => ({ value: p, label: PROVIDER_LABELS[p] ?? p }))}
          value={draft.provider}
          allowDeselect={false}
          onChange={(provider) =>
            provider && onChange({ provider: provider as GradeProvider, grade: '', url: '' })
          }
          miw={180}
        />
        <TextInput
          label="Display Name"
          required
          value={draft.label}
          error={errors.label}
          onChange={(e) => onChange({ label: e.currentTarget.value })}
          miw={180}
        />
      </Group>
      {rule.domain ? (
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            label="Domain"
            description="Without www. or http/s, e.g. acme.com"
            required
            value={draft.url}
            error={fetchError ?? errors.url}
            onChange={(e) => {
              setFetchError(null);
              onChange({ url: e.currentTarget.value, grade: '' });
            }}
            style={{ flex: 1 }}
          />
          <Button
            variant="light"
            onClick={() => void getGrade()}
            loading={fetching}
            disabled={!draft.url.trim()}
          >
            Get Grade
          </Button>
        </Group>
      ) : (
        rule.urlPrefix && (
          <TextInput
            label="URL"
            description={`A report on ${rule.urlPrefix}`}
            required
            placeholder={rule.urlPrefix}
            value={draft.url}
            error={errors.url}
            onChange={(e) => onChange({ url: e.currentTarget.value })}
          />
        )
      )}
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label="Grade"
          description={fetching ? GRADE_MESSAGES.gettingGrade : rule.gradeHelp}
          required={!rule.urlPrefix}
          readOnly={rule.domain}
          placeholder={rule.domain ? GRADE_MESSAGES.getGrade : undefined}
          value={draft.grade}
          error={errors.grade}
          onChange={(e) => onChange({ grade: e.currentTarget.value })}
          miw={180}
        />
        <TextInput
          label="Description"
          value={draft.description}
          error={errors.description}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
          miw={180}
        />
      </Group>
    </Stack>
  );
}

/**
 * The security grades card's edit form in the drawer (editor spec sections 3, 5, 8): entries for
 * the thirteen providers, validated as the server does, saved together in their order.
 */
export default function SecurityGradesForm({
  productId,
  entries: saved,
  onDirtyChange,
  onCancel,
  onSaved,
}: {
  productId: string;
  entries: GradeEntry[];
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const calls = useEditorCalls(productId);
  const [drafts, setDrafts] = useState(() => saved.map(draftOf));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const change = (updater: (current: Draft[]) => Draft[]) => {
    setDrafts(updater);
    setDirty(true);
  };
  const errorsOf = (index: number) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([path]) => path.startsWith(`entries.${index}.`))
        .map(([path, message]) => [path.split('.')[2], message]),
    );

  const save = async () => {
    const body = {
      entries: drafts.map(({ provider, label, description, url, grade }) => ({
        provider,
        label,
        description,
        url,
        grade,
      })),
    };
    const parsed = securityGradesBodySchema.safeParse(body);
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
    setErrors({});
    setSaving(true);
    try {
      await calls.saveSecurityGrades(parsed.data);
      showToast('Security grades saved', { hideAfterMs: 4000 });
      onSaved();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) setErrors(failure.fields);
      else showToast(M.saveError, { color: 'red', hideAfterMs: 6000 });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      {drafts.length === 0 && <Text c="dimmed">No grades yet: add one below.</Text>}
      {drafts.map((draft, index) => (
        <Paper
          key={draft.key}
          withBorder
          radius="md"
          p="sm"
          role="group"
          aria-label={draft.label || `Grade ${index + 1}`}
        >
          <Group justify="space-between" mb={4}>
            <Text fz="sm" fw={600}>
              {draft.label || `Grade ${index + 1}`}
            </Text>
            <Group gap={2}>
              <MoveButtons
                label={draft.label || `grade ${index + 1}`}
                index={index}
                count={drafts.length}
                onMove={(to) =>
                  change((current) => {
                    const next = [...current];
                    const [moved] = next.splice(index, 1);
                    next.splice(to, 0, moved!);
                    return next;
                  })
                }
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${draft.label || `grade ${index + 1}`}`}
                onClick={() => change((current) => current.filter((d) => d.key !== draft.key))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
          <GradeEntryFields
            draft={draft}
            errors={errorsOf(index)}
            onChange={(next) =>
              change((current) => current.map((d) => (d.key === draft.key ? { ...d, ...next } : d)))
            }
          />
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={14} />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => change((current) => [...current, draftOf()])}
      >
        Add grade
      </Button>
      <DrawerFormActions saving={saving} dirty={dirty} onCancel={onCancel} onSave={() => void save()} />
    </Stack>
  );
}
