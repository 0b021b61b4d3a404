import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProfileItemsResponse } from '@trust/shared';
import { ApiError } from '@/lib/api';
import { useAdmin, useProfiles, useStaffMe } from '../api';

type Profile = ProfileItemsResponse['profiles'][number];

/** Permission profiles: which restricted and hidden items their accounts may open. */
export function ProfilesPage() {
  const data = useProfiles().data;
  const slug = useStaffMe().data?.organisations[0]?.slug;
  const [editing, setEditing] = useState<Profile | 'new' | null>(null);
  return (
    <Stack gap="md" data-testid="profiles-page">
      <Group justify="space-between">
        <Title order={1} fz={24}>
          Permission profiles
        </Title>
        <Button onClick={() => setEditing('new')}>New profile</Button>
      </Group>
      {data?.profiles.map((profile) => (
        <Paper key={profile.id} withBorder radius="md" p="md">
          <Group justify="space-between">
            <Group gap="xs">
              <Text fw={600}>{profile.name}</Text>
              {profile.isDefault && <Badge variant="light">Default</Badge>}
              <Text fz="sm" c="dimmed">
                {profile.itemUids.length} of {data.items.length} restricted items
              </Text>
            </Group>
            <Group gap="xs">
              {slug && (
                <Button
                  component="a"
                  href={`/${slug}?permissionProfileId=${profile.id}`}
                  size="xs"
                  variant="light"
                  leftSection={<IconEye size={14} />}
                >
                  Preview
                </Button>
              )}
              <Button size="xs" variant="default" onClick={() => setEditing(profile)}>
                Edit
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      {editing && data && (
        <ProfileDialog
          items={data.items}
          profile={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

function ProfileDialog({
  items,
  profile,
  onClose,
}: {
  items: ProfileItemsResponse['items'];
  profile: Profile | null;
  onClose: () => void;
}) {
  const admin = useAdmin();
  const [name, setName] = useState(profile?.name ?? '');
  const [selected, setSelected] = useState<string[]>(profile?.itemUids ?? []);
  const [isDefault, setDefault] = useState(profile?.isDefault ?? false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    try {
      await admin.saveProfile.mutateAsync({
        id: profile?.id ?? null,
        body: { name, itemUids: selected, isDefault },
      });
      onClose();
    } catch (e) {
      setError(
        e instanceof ApiError
          ? (e.fields?.name ?? e.message)
          : 'Unfortunately, an unknown error has occurred.',
      );
    }
  };
  return (
    <Modal opened onClose={onClose} title={profile ? `Edit ${profile.name}` : 'New profile'} size="lg">
      <Stack gap="sm">
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} />
        <Switch
          label="Default profile for accounts created automatically"
          checked={isDefault}
          onChange={(e) => setDefault(e.currentTarget.checked)}
        />
        <Text fz="sm" fw={500}>
          Items this profile opens
        </Text>
        <ScrollArea.Autosize mah={360}>
          <Checkbox.Group value={selected} onChange={setSelected}>
            <Stack gap={6}>
              {items.map((item) => (
                <Checkbox
                  key={item.itemUid}
                  value={item.itemUid}
                  label={`${item.title} · ${item.cardTitle}${item.hidden ? ' · hidden' : ''} · ${item.productName}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={admin.saveProfile.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
