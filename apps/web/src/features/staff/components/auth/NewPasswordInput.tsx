import { PasswordInput, Progress, Stack, Text } from '@mantine/core';
import { forwardRef, useEffect, useId, useState, type ComponentProps } from 'react';
import type { PasswordStrength } from '@trust/shared/password-strength';

type Rater = (password: string, related: string[]) => PasswordStrength;
let loading: Promise<Rater> | null = null;
/** The dictionaries are large: loaded when a new-password field first shows, never by the portal. */
const loadRater = () =>
  (loading ??= import('@trust/shared/password-strength').then((m) => m.passwordStrength));

const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/** A new password with live strength feedback (the same rule the server enforces). */
export const NewPasswordInput = forwardRef<
  HTMLInputElement,
  Omit<ComponentProps<typeof PasswordInput>, 'value'> & { value: string; related: string[] }
>(function NewPasswordInput({ value, related, ...props }, ref) {
  const [rate, setRate] = useState<Rater | null>(null);
  const meterId = useId();
  useEffect(() => {
    void loadRater().then((r) => setRate(() => r));
  }, []);
  const strength = rate && value ? rate(value, related) : null;
  return (
    <Stack gap={6}>
      <PasswordInput
        ref={ref}
        autoComplete="new-password"
        aria-describedby={strength ? meterId : undefined}
        {...props}
      />
      {strength && (
        <div id={meterId} aria-live="polite">
          <Progress
            value={(strength.score + 1) * 20}
            color={COLORS[strength.score]}
            size="sm"
            aria-label={`Password strength: ${strength.label}`}
          />
          <Text fz="xs" c={strength.acceptable ? 'teal.9' : 'dimmed'} mt={4}>
            {strength.label}
            {strength.feedback.length > 0 ? `: ${strength.feedback.join(' ')}` : ''}
          </Text>
        </div>
      )}
    </Stack>
  );
});
