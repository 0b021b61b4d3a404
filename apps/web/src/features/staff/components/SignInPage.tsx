import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { ACCESS_MESSAGES, signInBodySchema, type SignInBody } from '@trust/shared';
import { ApiError } from '@/lib/api';
import { signIn, staffMeQuery } from '../api';

/** Staff sign-in with email and password. */
export function SignInPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const client = useQueryClient();
  const form = useForm<SignInBody>({ defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(async (values) => {
    const parsed = signInBodySchema.safeParse(values);
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
      form.setError('root', {
        message: error instanceof ApiError && error.status < 500 ? error.message : ACCESS_MESSAGES.unknown,
      });
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper withBorder radius="lg" p="xl" w="100%" maw={400} shadow="sm">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <div>
              <Title order={1} fz={24}>
                Sign in
              </Title>
              <Text c="dimmed" fz="sm">
                For your organisation's staff. Customers sign in from the trust centre itself.
              </Text>
            </div>
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              {...form.register('email')}
              error={errors.email?.message}
              data-autofocus
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              {...form.register('password')}
              error={errors.password?.message}
            />
            {errors.root && (
              <Text c="red" fz="sm" role="alert">
                {errors.root.message}
              </Text>
            )}
            <Button type="submit" loading={isSubmitting} disabled={isSubmitting} fullWidth>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
