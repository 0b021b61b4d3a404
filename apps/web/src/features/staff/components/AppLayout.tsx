import {
  Anchor,
  AppShell,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAt,
  IconBook,
  IconClipboardList,
  IconMessageQuestion,
  IconMessages,
  IconPlugConnected,
  IconExternalLink,
  IconFiles,
  IconChartBar,
  IconFingerprint,
  IconHistory,
  IconInbox,
  IconKey,
  IconListCheck,
  IconSettings,
  IconLogout,
  IconUserCircle,
  IconUsersGroup,
  IconSpeakerphone,
  IconUsers,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink as RouterLink, useNavigate } from 'react-router';
import type { PrivateSection, StaffMe } from '@trust/shared';
import { signOut } from '../api';
import { useCommentThreads } from '../comments-api';
import { useQuestionnaires } from '../questionnaires-api';
import { SkipLink } from '@/components/SkipLink';
import { PRODUCT_NAME } from '@trust/shared';

const ICONS: Record<PrivateSection, ReactNode> = {
  requests: <IconInbox size={16} />,
  accounts: <IconUsers size={16} />,
  comments: <IconMessages size={16} />,
  questionnaires: <IconClipboardList size={16} />,
  profiles: <IconKey size={16} />,
  domains: <IconAt size={16} />,
  documents: <IconFiles size={16} />,
  updates: <IconSpeakerphone size={16} />,
  'knowledge-base': <IconBook size={16} />,
  questions: <IconMessageQuestion size={16} />,
  integrations: <IconPlugConnected size={16} />,
  analytics: <IconChartBar size={16} />,
  activity: <IconHistory size={16} />,
  'leak-lookup': <IconFingerprint size={16} />,
  team: <IconUsersGroup size={16} />,
  settings: <IconSettings size={16} />,
  'get-started': <IconListCheck size={16} />,
};

export function AppLayout({
  me,
  sections,
  children,
}: {
  me: StaffMe;
  sections: readonly { path: PrivateSection; title: string }[];
  children: ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure();
  const navigate = useNavigate();
  const client = useQueryClient();
  const org = me.organisations[0];
  const leave = async () => {
    await signOut();
    client.clear();
    navigate('/sign-in', { replace: true });
  };
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <SkipLink to="main-content" />
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
            <Text fw={700}>{org?.name ?? PRODUCT_NAME}</Text>
          </Group>
          <Group gap="sm">
            <Button
              component={RouterLink}
              to="/app/account"
              variant="subtle"
              size="xs"
              color="gray"
              leftSection={<IconUserCircle size={14} />}
            >
              <Text fz="sm" visibleFrom="sm" span>
                {me.user.displayName}
              </Text>
              <VisuallyHidden hiddenFrom="sm">Your account</VisuallyHidden>
            </Button>
            <Button variant="subtle" size="xs" leftSection={<IconLogout size={14} />} onClick={leave}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <Stack gap={4}>
          {sections.map((s) => (
            <NavLink
              key={s.path}
              component={RouterLink}
              to={`/app/${s.path}`}
              label={s.title}
              leftSection={ICONS[s.path]}
              rightSection={
                s.path === 'comments' ? (
                  <UnreadComments />
                ) : s.path === 'questionnaires' ? (
                  <NewQuestionnaires />
                ) : undefined
              }
              onClick={close}
            />
          ))}
          {/* Editors edit on the portal itself (its staff view): the way there is named for it. */}
          {org && (
            <Anchor href={`/${org.slug}`} fz="sm" px="sm" py={6}>
              <Group gap={6}>
                <IconExternalLink size={14} />{' '}
                {org.permissions.includes('statuspage:edit') ? 'Edit Trust Center' : 'View Trust Center'}
              </Group>
            </Anchor>
          )}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0" id="main-content" tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

/** How many conversations wait for an answer, beside 'Comments'. */
function UnreadComments() {
  const unread = useCommentThreads().data?.unread ?? 0;
  if (!unread) return null;
  return (
    <Badge size="xs" circle aria-label={`${unread} unread`}>
      {unread}
    </Badge>
  );
}

/** Questionnaires nobody has started on yet. */
function NewQuestionnaires() {
  const count = useQuestionnaires().data?.questionnaires.filter((q) => q.status === 'received').length ?? 0;
  if (!count) return null;
  return (
    <Badge size="xs" circle aria-label={`${count} new`}>
      {count}
    </Badge>
  );
}
