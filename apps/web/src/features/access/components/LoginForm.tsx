import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { ACCESS_MESSAGES, loginBodySchema, type LoginErrorCode } from '@trust/shared';
import { ApiError } from '@/lib/api';
import { postLoginRequest, rememberedEmail, rememberEmail } from '../api';
import type { FeedbackKind } from './Feedback';
import { reportError } from '@/lib/report-error';

interface LoginFormProps {
  orgSlug: string;
  productId: string;
  email: string;
  notice?: string;
  onLinkSent: (email: string) => void;
  onFeedback: (kind: FeedbackKind, email: string) => void;
  onRequestAccess: (email: string) => void;
}

const emailRule = loginBodySchema.shape.email;

/** Where each login code of visitor spec section 8 leads. */
const OUTCOME: Partial<Record<LoginErrorCode, FeedbackKind | 'request'>> = {
  AccessExpired: 'expired',
  PendingRequest: 'pending',
  RequestDeclined: 'declined',
  RequestDeclinedThirdParty: 'declined',
  RequestDeclinedAuto: 'declined',
  RequestDeclinedBlockedDomain: 'request',
  EmailNotRecognised: 'request',
};

export function LoginForm({
  orgSlug,
  productId,
  email,
  notice,
  onLinkSent,
  onFeedback,
  onRequestAccess,
}: LoginFormProps) {
  const form = useForm<{ email: string }>({ defaultValues: { email: email || rememberedEmail() } });
  const submit = form.handleSubmit(async ({ email: raw }) => {
    const parsed = emailRule.safeParse(raw);
    if (!parsed.success) return form.setError('email', { message: parsed.error.issues[0]!.message });
    try {
      await postLoginRequest(orgSlug, productId, parsed.data);
      rememberEmail(parsed.data);
      onLinkSent(parsed.data);
    } catch (error) {
      const code = error instanceof ApiError ? (error.code as LoginErrorCode) : null;
      if (code === 'NotWorkEmail') return form.setError('email', { message: ACCESS_MESSAGES.workEmail });
      const outcome = code ? OUTCOME[code] : undefined;
      if (outcome === 'request') return onRequestAccess(parsed.data);
      if (outcome) return onFeedback(outcome, parsed.data);
      if (error instanceof ApiError && error.code === 'rate_limited')
        return form.setError('root', { message: error.message });
      reportError('Login request failed', error);
      form.setError('root', { message: ACCESS_MESSAGES.unknown });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {notice && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle />}>
            {notice}
          </Alert>
        )}
        <TextInput
          label="Work email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...form.register('email')}
          error={form.formState.errors.email?.message}
          data-autofocus
        />
        {form.formState.errors.root && (
          <Text c="red" fz="sm">
            {form.formState.errors.root.message}
          </Text>
        )}
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          disabled={form.formState.isSubmitting}
          fullWidth
        >
          Email me a sign-in link
        </Button>
        <Group justify="center" gap={4}>
          <Text fz="sm" c="dimmed">
            New here?
          </Text>
          <Anchor
            component="button"
            type="button"
            fz="sm"
            onClick={() => onRequestAccess(form.getValues('email'))}
          >
            Request access
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
