import { Alert, Anchor, Center, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SETUP_MESSAGES, signUpBodySchema } from '@trust/shared';
import { ApiError, apiPost } from '@/lib/api';
import { submitWith } from '@/lib/form-errors';
import { staffMeQuery } from '../../api';
import { AuthCard } from './AuthCard';
import { NewOrganisationForm } from './NewOrganisationForm';

/** Open sign-up (ALLOW_SIGNUP): the form, then the emailed link that confirms it (?confirm=). */
export function SignUpPage() {
  const [search] = useSearchParams();
  const confirm = search.get('confirm');
  const [sent, setSent] = useState(false);
  if (confirm) return <ConfirmSignUp token={confirm} />;
  return (
    <AuthCard
      title="Create your trust centre"
      intro={
        <>
          Already have one?{' '}
          <Anchor component={Link} to="/sign-in" fz="sm">
            Sign in
          </Anchor>
        </>
      }
      width={480}
    >
      {sent ? (
        <Alert color="teal" title="Confirm your email" role="status">
          {SETUP_MESSAGES.verifyEmail}
        </Alert>
      ) : (
        <NewOrganisationForm
          submitLabel="Continue"
          onSubmit={async (values, form) => {
            if (await submitWith(form, signUpBodySchema, values, (body) => apiPost('/api/sign-up', body)))
              setSent(true);
          }}
        />
      )}
    </AuthCard>
  );
}

function ConfirmSignUp({ token }: { token: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    apiPost('/api/sign-up/confirm', { token })
      .then(() => client.fetchQuery({ ...staffMeQuery, staleTime: 0 }))
      .then(() => navigate('/app/get-started', { replace: true }))
      .catch((failure: unknown) =>
        setError(failure instanceof ApiError ? failure.message : 'Sorry, an error has occurred.'),
      );
  }, [client, navigate, token]);
  if (!error)
    return (
      <Center mih="100vh">
        <Loader aria-label="Creating your trust centre" />
      </Center>
    );
  return (
    <AuthCard title="Create your trust centre">
      <Alert color="orange" role="alert">
        {error}
      </Alert>
      <Text fz="sm">
        <Anchor component={Link} to="/sign-in">
          Sign in
        </Anchor>{' '}
        if you created it already.
      </Text>
    </AuthCard>
  );
}
