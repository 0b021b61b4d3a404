import { Alert, Center, Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { SETUP_MESSAGES, setupBodySchema } from '@trust/shared';
import { apiGet, apiPost } from '@/lib/api';
import { submitWith } from '@/lib/form-errors';
import { staffMeQuery } from '../../api';
import { AuthCard } from './AuthCard';
import { NewOrganisationForm } from './NewOrganisationForm';

/** First run: the one-time setup link printed by the start creates the organisation and its administrator. */
export function SetupPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const status = useQuery({
    queryKey: ['setup', token],
    queryFn: () => apiGet<{ valid: boolean }>(`/api/setup?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0,
    staleTime: Infinity,
  });
  if (token && status.isPending)
    return (
      <Center mih="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  const valid = Boolean(token) && status.data?.valid;
  return (
    <AuthCard
      title="Set up your trust centre"
      intro="Create your organisation and the administrator account that manages it."
      width={480}
    >
      {!valid ? (
        <Alert color="orange" title="This link cannot be used" role="alert">
          {SETUP_MESSAGES.setupUsed} Sign in if you already set up your trust centre, or restart the server on
          an empty database for a new link.
        </Alert>
      ) : (
        <NewOrganisationForm
          submitLabel="Create trust centre"
          onSubmit={async (values, form) => {
            const done = await submitWith(form, setupBodySchema, { ...values, token }, (body) =>
              apiPost('/api/setup', body),
            );
            if (!done) return;
            await client.fetchQuery({ ...staffMeQuery, staleTime: 0 });
            navigate('/app/get-started', { replace: true });
          }}
        />
      )}
    </AuthCard>
  );
}
