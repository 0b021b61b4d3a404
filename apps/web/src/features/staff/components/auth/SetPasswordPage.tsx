import { Alert, Anchor, Button, Center, Loader, Stack, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  setPasswordBodySchema,
  TEAM_MESSAGES,
  type SetPasswordBody,
  type StaffLinkInfo,
} from '@trust/shared';
import { apiGet, apiPost } from '@/lib/api';
import { submitWith } from '@/lib/form-errors';
import { staffMeQuery } from '../../api';
import { AuthCard, FormError } from './AuthCard';
import { NewPasswordInput } from './NewPasswordInput';

/** An invitation or reset link: choose a password (and, when invited, a name), then straight in. */
export function SetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const link = useQuery({
    queryKey: ['password-link', token],
    queryFn: () => apiGet<StaffLinkInfo>(`/api/auth/password-link?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
  const form = useForm<SetPasswordBody>({ defaultValues: { token, displayName: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const [password, displayName] = form.watch(['password', 'displayName']);
  if (token && link.isPending)
    return (
      <Center mih="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  const info = link.data;
  if (!info)
    return (
      <AuthCard title="Choose a password">
        <Alert color="orange" role="alert">
          {TEAM_MESSAGES.linkInvalid}
        </Alert>
        <Anchor component={Link} to="/forgot-password" fz="sm">
          Ask for a new link
        </Anchor>
      </AuthCard>
    );
  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, token, displayName: info.needsName ? values.displayName : undefined };
    if (!(await submitWith(form, setPasswordBodySchema, body, (b) => apiPost('/api/auth/set-password', b))))
      return;
    await client.fetchQuery({ ...staffMeQuery, staleTime: 0 });
    navigate('/app', { replace: true });
  });
  return (
    <AuthCard
      title={info.purpose === 'reset_password' ? 'Choose a new password' : 'Welcome to the team'}
      intro={
        info.organisationName && info.purpose === 'set_password'
          ? `You are joining the ${info.organisationName} Trust Center as ${info.email}.`
          : `For ${info.email}.`
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {info.needsName && (
            <TextInput
              label="Your name"
              required
              autoComplete="name"
              {...form.register('displayName')}
              error={errors.displayName?.message}
              data-autofocus
            />
          )}
          <NewPasswordInput
            label="Password"
            required
            value={password}
            related={[info.email, displayName ?? '']}
            {...form.register('password')}
            error={errors.password?.message}
          />
          <FormError message={errors.root?.message ?? errors.token?.message} />
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting} fullWidth>
            Save password and sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
