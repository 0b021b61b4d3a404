import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  CUSTOM_RECOVERY,
  customRecoveryAnswer,
  EDITOR_MESSAGES as M,
  NO_ANSWER_LABEL,
  parseCustomRecovery,
  RECOVERY_UNITS,
  RISK_ANSWERS,
  RISK_QUESTION_LABELS,
  RISK_QUESTIONS,
  riskProfileBodySchema,
  type RecoveryUnit,
  type RiskProfileAnswer,
  type RiskQuestion,
} from '@trust/shared';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';
import { DrawerFormActions } from './DrawerFormActions';

type Answers = Partial<Record<RiskQuestion, string | null>>;
const isRecovery = (q: RiskQuestion) => q === 'RecoveryTime' || q === 'RecoveryPoint';

/**
 * The risk profile's edit form in the card drawer (editor spec sections 3, 4, 5): one choice per
 * question; choosing the selected answer again, or 'No Answer', clears it. Recovery questions also
 * take a custom time, 0-99 minutes, hours or days (12 hours to start).
 */
export default function RiskProfileForm({
  productId,
  answers: saved,
  onDirtyChange,
  onCancel,
  onSaved,
}: {
  productId: string;
  answers: RiskProfileAnswer[];
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const calls = useEditorCalls(productId);
  const initial: Answers = Object.fromEntries(saved.map((a) => [a.question, a.answer]));
  const [answers, setAnswers] = useState<Answers>(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dirty = RISK_QUESTIONS.some((q) => (answers[q] ?? null) !== (initial[q] ?? null));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const choose = (question: RiskQuestion, answer: string | null) =>
    setAnswers((current) => ({ ...current, [question]: current[question] === answer ? null : answer }));

  const save = async () => {
    const parsed = riskProfileBodySchema.safeParse({ answers });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? M.saveError);
    setSaving(true);
    try {
      await calls.saveRiskProfile(parsed.data);
      showToast('Risk profile saved', { hideAfterMs: 4000 });
      onSaved();
    } catch {
      showToast(M.saveError, { color: 'red', hideAfterMs: 6000 });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      {RISK_QUESTIONS.map((question) => {
        const answer = answers[question] ?? null;
        const custom = answer ? parseCustomRecovery(answer) : null;
        const { title, help } = RISK_QUESTION_LABELS[question];
        const option = (value: string | null, label: string, selected: boolean) => (
          <Button
            key={label}
            size="xs"
            variant={selected ? 'filled' : 'default'}
            aria-pressed={selected}
            onClick={() =>
              value === null ? setAnswers((c) => ({ ...c, [question]: null })) : choose(question, value)
            }
          >
            {label}
          </Button>
        );
        return (
          <Stack key={question} gap={6} role="group" aria-labelledby={`risk-${question}`}>
            <div>
              <Text id={`risk-${question}`} fw={600} fz="sm">
                {title}
              </Text>
              <Text fz="xs" c="dimmed">
                {help}
              </Text>
            </div>
            <Group gap={6}>
              {Object.entries(RISK_ANSWERS[question]).map(([value, label]) =>
                option(value, label, answer === value),
              )}
              {isRecovery(question) &&
                option(
                  // Choosing Custom again clears it, like any selected answer.
                  answer && custom
                    ? answer
                    : customRecoveryAnswer(CUSTOM_RECOVERY.defaultNumber, CUSTOM_RECOVERY.defaultUnit),
                  'Custom',
                  custom !== null,
                )}
              {option(null, NO_ANSWER_LABEL, answer === null)}
            </Group>
            {custom && (
              <Group gap="xs" data-testid={`custom-${question}`}>
                <NumberInput
                  size="xs"
                  w={90}
                  aria-label={`${title}: number`}
                  min={CUSTOM_RECOVERY.min}
                  max={CUSTOM_RECOVERY.max}
                  clampBehavior="strict"
                  allowDecimal={false}
                  value={custom.number}
                  onChange={(value) =>
                    setAnswers((c) => ({
                      ...c,
                      [question]: customRecoveryAnswer(Number(value) || 0, custom.unit),
                    }))
                  }
                />
                <Select
                  size="xs"
                  w={120}
                  aria-label={`${title}: unit`}
                  data={RECOVERY_UNITS.map((unit) => ({ value: unit, label: unit }))}
                  value={custom.unit}
                  allowDeselect={false}
                  onChange={(unit) =>
                    unit &&
                    setAnswers((c) => ({
                      ...c,
                      [question]: customRecoveryAnswer(custom.number, unit as RecoveryUnit),
                    }))
                  }
                />
              </Group>
            )}
          </Stack>
        );
      })}
      {error && (
        <Text c="red" fz="sm">
          {error}
        </Text>
      )}
      <DrawerFormActions saving={saving} dirty={dirty} onCancel={onCancel} onSave={() => void save()} />
    </Stack>
  );
}
