import { Button, Group, List, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  CONSENT_LABELS,
  COOKIE_CONSENT_CATEGORIES,
  SCRIPT_LABELS,
  SCRIPT_MESSAGES as M,
  type Consent,
  type ConsentCategory,
  type ScriptPlan,
} from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/List.css';

/**
 * The cookie declaration (visitor spec section 3): each consent category, what it is for and which
 * of the page's tags use it. With the built-in banner the visitor changes their choice here.
 */
export default function CookieDeclarationModal({
  plan,
  consent,
  onSave,
  onClose,
}: {
  plan: ScriptPlan;
  consent: Consent | null;
  /** Null when a provider's banner holds the choice. */
  onSave: ((choice: Record<ConsentCategory, boolean>) => void) | null;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<Record<ConsentCategory, boolean>>(
    () =>
      Object.fromEntries(
        COOKIE_CONSENT_CATEGORIES.map((c) => [
          c,
          c === 'strictly_necessary' || Boolean(consent?.categories[c]),
        ]),
      ) as Record<ConsentCategory, boolean>,
  );
  return (
    <Modal opened onClose={onClose} title={M.declarationTitle} size="lg" data-testid="cookie-declaration">
      <Stack gap="md">
        <Text fz="sm">{plan.tags.length ? M.declarationIntro : M.noScripts}</Text>
        {COOKIE_CONSENT_CATEGORIES.map((category) => {
          const tags = plan.tags.filter((t) => t.category === category);
          const label = CONSENT_LABELS[category];
          return (
            <Stack key={category} gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Title order={3} fz="sm">
                    {label.title}
                  </Title>
                  <Text fz="sm" c="dimmed">
                    {label.description}
                  </Text>
                </div>
                {onSave && (
                  <Switch
                    aria-label={label.title}
                    checked={choice[category]}
                    disabled={category === 'strictly_necessary'}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      setChoice((c) => ({ ...c, [category]: on }));
                    }}
                  />
                )}
              </Group>
              {tags.length > 0 && (
                <List fz="sm" size="sm">
                  {tags.map((t) => (
                    <List.Item key={t.id}>{SCRIPT_LABELS[t.id]}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          );
        })}
        {onSave && (
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                onSave(
                  Object.fromEntries(
                    COOKIE_CONSENT_CATEGORIES.map((c) => [c, c === 'strictly_necessary']),
                  ) as Record<ConsentCategory, boolean>,
                );
                onClose();
              }}
            >
              {M.rejectAll}
            </Button>
            <Button
              onClick={() => {
                onSave(choice);
                onClose();
              }}
            >
              {M.save}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
