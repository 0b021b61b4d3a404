import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordBodySchema } from '@trust/shared';
import { apiPost } from '@/lib/api';
import { submitWith } from '@/lib/form-errors';
import { AuthCard, FormError } from './AuthCard';

/** 'Forgot password': the same answer whether or not the email belongs to a staff account. */
export function ForgotPasswordPage() {
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const [sent, setSent] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (
      await submitWith(form, forgotPasswordBodySchema, values, (b) => apiPost('/api/auth/forgot-password', b))
    )
      setSent(true);
  });
  return (
    <AuthCard title="Reset your password" intro="We'll email you a link to choose a new one.">
      {sent ? (
        <Alert color="teal" role="status">
          If this email belongs to a staff account, a link to reset the password is on its way. It works once
          and expires in 30 minutes.
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              required
              {...form.register('email')}
              error={errors.email?.message}
              data-autofocus
            />
            <FormError message={errors.root?.message} />
            <Button type="submit" loading={isSubmitting} disabled={isSubmitting} fullWidth>
              Send the link
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/sign-in" fz="sm">
        Back to sign-in
      </Anchor>
    </AuthCard>
  );
}
