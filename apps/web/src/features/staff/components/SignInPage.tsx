import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  ACCESS_MESSAGES,
  signInBodySchema,
  SSO_MESSAGES,
  type SignInBody,
  type SsoErrorCode,
} from '@trust/shared';
import { ApiError } from '@/lib/api';
import { signIn, staffMeQuery } from '../api';
import { AuthCard, FormError } from './auth/AuthCard';
import { SsoSignIn } from './auth/SsoSignIn';

/** Staff sign-in with email and password, then the authenticator code when two-factor sign-in is on. */
export function SignInPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const client = useQueryClient();
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<SignInBody>({ defaultValues: { email: '', password: '', code: '' } });
  const submit = form.handleSubmit(async (values) => {
    const parsed = signInBodySchema.safeParse({ ...values, code: needsCode ? values.code : undefined });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(issue.path[0] as keyof SignInBody, { message: issue.message });
      return;
    }
    try {
      await signIn(parsed.data);
      // The session is known before the private area asks for it.
      await client.fetchQuery({ ...staffMeQuery, staleTime: 0 });
      const next = search.get('next');
      navigate(next?.startsWith('/app') ? next : '/app', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'two_factor_required') {
        setNeedsCode(true);
        setTimeout(() => form.setFocus('code'));
        return;
      }
      const message =
        error instanceof ApiError && error.status < 500 ? error.message : ACCESS_MESSAGES.unknown;
      if (error instanceof ApiError && error.code === 'invalid_code') form.setError('code', { message });
      else form.setError('root', { message });
    }
  });
  const { errors, isSubmitting } = form.formState;
  const ssoError = SSO_MESSAGES.errors[search.get('ssoError') as SsoErrorCode] as string | undefined;
  return (
    <AuthCard
      title="Sign in"
      intro="For your organisation's staff. Customers sign in from the trust centre itself."
      width={400}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            {...form.register('email')}
            error={errors.email?.message}
            readOnly={needsCode}
            data-autofocus
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.register('password')}
            error={errors.password?.message}
            readOnly={needsCode}
          />
          {needsCode && (
            <TextInput
              label="Authentication code"
              description="The 6-digit code from your authenticator app, or a recovery code."
              autoComplete="one-time-code"
              inputMode="text"
              {...form.register('code')}
              error={errors.code?.message}
            />
          )}
          <FormError message={errors.root?.message} />
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting} fullWidth>
            {needsCode ? 'Verify and sign in' : 'Sign in'}
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/forgot-password" fz="sm">
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
      </form>
      <FormError message={ssoError} />
      <SsoSignIn />
    </AuthCard>
  );
}
