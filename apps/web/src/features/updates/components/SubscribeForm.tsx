import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SUBSCRIPTION_MESSAGES, type SubscribeSource } from '@trust/shared';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { ApiError } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { postSubscribe } from '../api';

const TOAST_MS = 6000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface SubscribeFormProps {
  orgSlug: string;
  productId: string;
  source: SubscribeSource;
  defaultEmail: string;
  onSubscribed: () => void;
  onFailed?: (reason: string) => void;
}

/** The subscribe popover's form (visitor spec sections 2, 5, 7): the terms checkbox shows but is not required. */
export default function SubscribeForm({
  orgSlug,
  productId,
  source,
  defaultEmail,
  onSubscribed,
  onFailed,
}: SubscribeFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [agree, setAgree] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(SUBSCRIPTION_MESSAGES.emailRequired);
    if (!EMAIL.test(value)) return setError(SUBSCRIPTION_MESSAGES.emailInvalid);
    setError(null);
    setSubmitting(true);
    try {
      await postSubscribe(orgSlug, { email: value, source, productIds: [productId] });
      showToast(SUBSCRIPTION_MESSAGES.checkInbox, { hideAfterMs: TOAST_MS });
      onSubscribed();
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.fields?.email : undefined;
      onFailed?.(failure instanceof ApiError ? failure.code : 'network');
      if (fieldError) setError(fieldError);
      else showToast(SUBSCRIPTION_MESSAGES.unknownError, { color: 'red', hideAfterMs: TOAST_MS });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="subscribe-form">
      <Stack gap="sm" w={280}>
        <Text fz="sm" fw={600}>
          Get updates by email
        </Text>
        <TextInput
          label="Email"
          type="email"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          autoFocus
          data-autofocus
        />
        <Checkbox
          size="xs"
          label={SUBSCRIPTION_MESSAGES.unsubscribeAnyTime}
          checked={agree}
          onChange={(e) => setAgree(e.currentTarget.checked)}
        />
        <Button type="submit" loading={submitting}>
          Subscribe
        </Button>
      </Stack>
    </form>
  );
}
