import { Button, Divider, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

/** 'Use single sign-on': the organisation's address, then the browser goes to its identity provider. */
export function SsoSignIn() {
  const [open, setOpen] = useState(false);
  const [org, setOrg] = useState('');
  if (!open)
    return (
      <Button variant="default" fullWidth onClick={() => setOpen(true)}>
        Use single sign-on (SSO)
      </Button>
    );
  return (
    <form method="get" action="/api/auth/sso/start">
      <Stack gap="sm">
        <Divider label="Single sign-on" labelPosition="center" />
        <TextInput
          label="Your organisation's address"
          description={`The part after ${window.location.host}/`}
          name="org"
          value={org}
          onChange={(event) => setOrg(event.currentTarget.value.trim().toLowerCase())}
          required
          data-autofocus
        />
        <Group grow>
          <Button type="submit" disabled={!org}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
