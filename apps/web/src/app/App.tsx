import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { ERROR_MESSAGES, type InitialPage } from '@trust/shared';
import { ErrorBoundary } from 'react-error-boundary';
import { BackButton } from '@/components/BackButton';
import { ErrorBox } from '@/components/ErrorBox';
import { DateLocaleContext } from '@/lib/date-locale';
import { reportError } from '@/lib/report-error';
import { CenteredMessage } from '@/components/CenteredMessage';
import { ByoidWelcome } from '@/features/access';
import { PortalApp } from '@/features/portal';
import { StaffApp } from '@/features/staff';
import { accessibleVariables, portalTheme } from './theme';

// Staff pages: a blue that carries white text at 4.5:1.
const DEFAULT_COLOR = '#1971c2';

/** The whole web app; `location` renders the portal on the server (its first paint). */
export function App({ page, location }: { page: InitialPage; location?: string }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
      }),
  );
  const color = page.page === 'portal' ? page.view.sharedInfo.customization.primaryColor : DEFAULT_COLOR;
  return (
    <MantineProvider
      theme={portalTheme(color)}
      cssVariablesResolver={accessibleVariables(color)}
      forceColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary
          FallbackComponent={ErrorBox}
          onError={(error, info) => reportError('render', error, info.componentStack)}
        >
          <DateLocaleContext.Provider
            value={page.page === 'portal' ? page.view.sharedInfo.customization.dateLocale : 'en-US'}
          >
            <Page page={page} location={location} />
            <MarkReady />
          </DateLocaleContext.Provider>
        </ErrorBoundary>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Marks the document once the app has taken over the page (hydrated the server's markup, or
 * rendered it): a click before that reaches markup without handlers. Browser tests wait for it.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

function Page({ page, location }: { page: InitialPage; location?: string }) {
  return (
    <>
      {page.page === 'portal' && <PortalApp initial={page} location={location} />}
      {page.page === 'company-not-found' && (
        <CenteredMessage code="404" title={ERROR_MESSAGES.companyNotFound} />
      )}
      {page.page === 'trust-centre-not-found' && (
        <CenteredMessage
          code="404"
          title={ERROR_MESSAGES.trustCentreNotFoundTitle}
          text={ERROR_MESSAGES.trustCentreNotFound}
          action={<BackButton />}
        />
      )}
      {page.page === 'byoid-welcome' && <ByoidWelcome organisation={page.organisation} />}
      {page.page === 'no-access' && (
        <CenteredMessage title={ERROR_MESSAGES.noAccessTitle} text={ERROR_MESSAGES.noAccess} />
      )}
      {(page.page === 'sign-in' || page.page === 'app') && (
        <Suspense>
          <StaffApp />
        </Suspense>
      )}
    </>
  );
}
