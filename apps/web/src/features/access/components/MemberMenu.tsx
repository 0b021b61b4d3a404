import { Avatar, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBook,
  IconChecklist,
  IconChevronDown,
  IconFileUpload,
  IconFileDownload,
  IconLogout,
  IconShare3,
  IconUserPlus,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  NDA_FAILURE_TOAST_MS,
  NDA_MESSAGES,
  PARTNER_MESSAGES,
  QUESTIONNAIRE_MESSAGES,
  type PortalView,
} from '@trust/shared';
import { useDateFormat } from '@/lib/date-locale';
import { reportError } from '@/lib/report-error';
import { showToast } from '@/lib/toast';
import { downloadSignedNda, logout, useMember, useNda } from '../api';
import '@/app/floating-styles';

const WelcomeModal = lazy(() => import('./WelcomeModal'));
const InviteModal = lazy(() => import('./InviteModal'));
const TprmModal = lazy(() => import('./TprmModal'));
const QuestionnaireModal = lazy(() => import('./QuestionnaireModal'));
const QuestionnairesListModal = lazy(() => import('./QuestionnairesListModal'));

/** The account dropdown of a signed-in member (visitor spec section 2), and the welcome on a first visit. */
export default function MemberMenu({ view, portalHome }: { view: PortalView; portalHome: string }) {
  const formatDate = useDateFormat();
  const member = useMember(view.organisation.slug, true).data;
  // ?inviteColleagues=true (the invite-colleagues flag of visitor spec section 2) opens the invite form.
  const [search] = useSearchParams();
  const [inviting, setInviting] = useState(search.get('inviteColleagues') === 'true');
  const [sharing, setSharing] = useState(false);
  // ?view=questionnaires (the link in the 'answered' mail) opens the account's questionnaires.
  const [questionnaires, setQuestionnaires] = useState<'submit' | 'list' | null>(
    search.get('view') === 'questionnaires' ? 'list' : null,
  );
  const questionnairesOpen =
    view.mode === 'AccountExternal' && view.sharedInfo.customization.questionnairesEnabled;
  const nda = useNda(view.organisation.slug, true).data;
  const downloadNda = () =>
    downloadSignedNda(view.organisation.slug).catch((error: unknown) => {
      reportError('NDA download failed', error);
      showToast(NDA_MESSAGES.downloadFailed, { color: 'red', hideAfterMs: NDA_FAILURE_TOAST_MS });
    });
  if (!member) return null;
  const signOut = async () => {
    await logout();
    window.location.assign(portalHome);
  };
  return (
    <>
      <Menu position="bottom-end" width={300} shadow="md">
        <Menu.Target>
          <UnstyledButton data-testid="account-menu">
            <Group gap={6} wrap="nowrap">
              <Avatar radius="xl" size="sm" color="brand">
                {member.firstName[0]}
                {member.lastName[0]}
              </Avatar>
              <Text fz="sm" fw={500} visibleFrom="sm">
                {member.accountName}
              </Text>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text fw={600} c="var(--mantine-color-text)" fz="sm">
              {member.accountName}'s Review of {view.organisation.name}
            </Text>
            <Text fz="xs" c="dimmed" mt={2}>
              {member.isAutoApprovedAccountMember
                ? 'Automatically gained access'
                : 'Gained access to Trust Center'}
            </Text>
            <Text fz="xs" c="dimmed">
              Signed in as {member.email}
            </Text>
            <Badge
              mt={6}
              size="sm"
              variant="light"
              color={member.accessExpiresAt ? 'yellow' : 'teal'}
              data-testid="review-status"
            >
              {member.accessExpiresAt
                ? `Access until ${formatDate(member.accessExpiresAt)}`
                : 'Access active'}
            </Badge>
          </Menu.Label>
          {nda?.provider === 'click-wrap' && (
            <>
              <Menu.Divider />
              <Menu.Label>
                {nda.passed && nda.acceptedAt
                  ? `${nda.title} accepted on ${formatDate(nda.acceptedAt)}`
                  : `${nda.title} not accepted yet`}
              </Menu.Label>
              {nda.passed && (
                <Menu.Item leftSection={<IconFileDownload size={14} />} onClick={downloadNda}>
                  Download NDA
                </Menu.Item>
              )}
            </>
          )}
          <Menu.Divider />
          {view.sharedInfo.customization.userGuideUrl && (
            <Menu.Item
              component="a"
              href={view.sharedInfo.customization.userGuideUrl}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconBook size={14} />}
            >
              User guide
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconUserPlus size={14} />} onClick={() => setInviting(true)}>
            Invite colleagues
          </Menu.Item>
          {questionnairesOpen && (
            <Menu.Item leftSection={<IconFileUpload size={14} />} onClick={() => setQuestionnaires('submit')}>
              {QUESTIONNAIRE_MESSAGES.button}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconChecklist size={14} />} onClick={() => setQuestionnaires('list')}>
            {QUESTIONNAIRE_MESSAGES.menuItem}
          </Menu.Item>
          {view.sharedInfo.partners.length > 0 && (
            <Menu.Item leftSection={<IconShare3 size={14} />} onClick={() => setSharing(true)}>
              {PARTNER_MESSAGES.menuItem}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconLogout size={14} />} onClick={signOut}>
            Log Out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {inviting && (
        <Suspense>
          <InviteModal view={view} member={member} onClose={() => setInviting(false)} />
        </Suspense>
      )}
      {sharing && (
        <Suspense>
          <TprmModal view={view} member={member} onClose={() => setSharing(false)} />
        </Suspense>
      )}
      {questionnaires === 'submit' && (
        <Suspense>
          <QuestionnaireModal
            view={view}
            onClose={() => setQuestionnaires(null)}
            onShowList={() => setQuestionnaires('list')}
          />
        </Suspense>
      )}
      {questionnaires === 'list' && (
        <Suspense>
          <QuestionnairesListModal view={view} onClose={() => setQuestionnaires(null)} />
        </Suspense>
      )}
      {member.showWelcome && (
        <Suspense>
          <WelcomeModal view={view} />
        </Suspense>
      )}
    </>
  );
}
