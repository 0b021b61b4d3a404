import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ERROR_MESSAGES, PRIVATE_SECTIONS, type Permission, type PrivateSection } from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import { CenteredMessage } from '@/components/CenteredMessage';
import { useStaffMe } from './api';
import { AccountsPage } from './components/AccountsPage';
import { CommentsPage } from './components/CommentsPage';
import { ActivityPage } from './components/ActivityPage';
import { AppLayout } from './components/AppLayout';
import { DocumentsPage } from './components/documents/DocumentsPage';
import { DomainsPage } from './components/DomainsPage';
import { UpdatesPage } from './components/updates/UpdatesPage';
import { KnowledgeBasePage } from './components/knowledge-base/KnowledgeBasePage';
import { QuestionsPage } from './components/knowledge-base/QuestionsPage';
import { IntegrationsPage } from './components/integrations/IntegrationsPage';
import { ProfilesPage } from './components/ProfilesPage';
import { LeakLookupPage } from './components/LeakLookupPage';
import { QuestionnairePage } from './components/questionnaires/QuestionnairePage';
import { QuestionnairesPage } from './components/questionnaires/QuestionnairesPage';
import { RequestsPage } from './components/RequestsPage';
import { SignInPage } from './components/SignInPage';
import { AccountPage } from './components/account/AccountPage';
import { ForgotPasswordPage } from './components/auth/ForgotPasswordPage';
import { SetPasswordPage } from './components/auth/SetPasswordPage';
import { SetupPage } from './components/auth/SetupPage';
import { SignUpPage } from './components/auth/SignUpPage';
import { GetStartedPage } from './components/GetStartedPage';
import { TeamPage } from './components/team/TeamPage';
import { SettingsPage } from './components/settings/SettingsPage';
import '@/app/floating-styles';
import { Toaster } from '@/lib/toast';
import { DateLocaleContext } from '@/lib/date-locale';

/** Charts are heavy: the analytics page loads on its own. */
const AnalyticsPage = lazy(() => import('./components/analytics/AnalyticsPage'));

/** The staff side: sign-in and the private area, each section behind its scope. */
export default function StaffApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="/setup" element={<SetupPage />} />
        <Route path="/sign-up" element={<SignUpPage />} />
        <Route path="/set-password" element={<SetPasswordPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/app/*" element={<PrivateArea />} />
        {/* Editors open the upload screen in a new tab as /documents?uploadModal=true (editor spec section 2). */}
        <Route
          path="/documents"
          element={<Navigate to={`/app/documents${window.location.search}`} replace />}
        />
      </Routes>
      {/* Staff screens confirm with toasts too ('Types have been updated for N document(s)', 'Update published'). */}
      <Toaster />
    </BrowserRouter>
  );
}

function PrivateArea() {
  const me = useStaffMe();
  if (me.isPending || (me.isFetching && !me.data))
    return (
      <Center mih="100vh">
        <Loader />
      </Center>
    );
  if (!me.data)
    return (
      <Navigate
        to={`/sign-in?next=${encodeURIComponent(window.location.pathname + window.location.search)}`}
        replace
      />
    );
  const org = me.data.organisations[0];
  const opens = (section: (typeof PRIVATE_SECTIONS)[number]) =>
    section.scopes.some((scope: Permission) => org?.permissions.includes(scope));
  const allowed = PRIVATE_SECTIONS.filter(opens);
  const gate = (path: PrivateSection, element: React.ReactNode) =>
    opens(PRIVATE_SECTIONS.find((s) => s.path === path)!) ? (
      element
    ) : (
      <CenteredMessage title={ERROR_MESSAGES.noAccessTitle} text={ERROR_MESSAGES.noAccess} />
    );
  return (
    // Dates as the organisation writes them on its portal (Settings, Brand).
    <DateLocaleContext.Provider value={me.data.organisations[0]?.dateLocale ?? 'en-US'}>
      <AppLayout me={me.data} sections={allowed}>
        <Routes>
          <Route
            index
            element={
              allowed[0] ? (
                <Navigate to={allowed[0].path} replace />
              ) : (
                <CenteredMessage title={ERROR_MESSAGES.noAccessTitle} text={ERROR_MESSAGES.noAccess} />
              )
            }
          />
          <Route path="requests" element={gate('requests', <RequestsPage />)} />
          <Route path="accounts" element={gate('accounts', <AccountsPage />)} />
          <Route path="comments" element={gate('comments', <CommentsPage />)} />
          <Route path="questionnaires" element={gate('questionnaires', <QuestionnairesPage />)} />
          <Route path="questionnaires/:id" element={gate('questionnaires', <QuestionnairePage />)} />
          <Route path="profiles" element={gate('profiles', <ProfilesPage />)} />
          <Route path="domains" element={gate('domains', <DomainsPage />)} />
          <Route path="documents" element={gate('documents', <DocumentsPage />)} />
          <Route path="updates" element={gate('updates', <UpdatesPage />)} />
          <Route path="knowledge-base" element={gate('knowledge-base', <KnowledgeBasePage />)} />
          <Route path="questions" element={gate('questions', <QuestionsPage />)} />
          <Route path="integrations" element={gate('integrations', <IntegrationsPage />)} />
          <Route
            path="analytics"
            element={gate(
              'analytics',
              <Suspense fallback={<Loader m="lg" aria-label="Loading analytics" />}>
                <AnalyticsPage />
              </Suspense>,
            )}
          />
          <Route path="activity" element={gate('activity', <ActivityPage />)} />
          <Route path="leak-lookup" element={gate('leak-lookup', <LeakLookupPage />)} />
          <Route path="team" element={gate('team', <TeamPage />)} />
          <Route path="settings/:tab?" element={gate('settings', <SettingsPage />)} />
          <Route path="get-started" element={gate('get-started', <GetStartedPage />)} />
          <Route path="account" element={<AccountPage />} />
          <Route
            path="*"
            element={<CenteredMessage title={ERROR_MESSAGES.noAccessTitle} text={ERROR_MESSAGES.noAccess} />}
          />
        </Routes>
      </AppLayout>
    </DateLocaleContext.Provider>
  );
}
