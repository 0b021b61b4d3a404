import { CLIENT_ERROR_REPORTS_PER_PAGE, type ClientErrorReport } from '@trust/shared';

let sent = 0;

/**
 * Sends an error the page met to the server log (visitor spec section 8: unknown errors 'are
 * reported'), and to the console. Fire and forget: reporting never fails the page.
 */
export function reportError(kind: string, error: unknown, componentStack?: string | null) {
  console.error(kind, error);
  if (typeof window === 'undefined' || sent >= CLIENT_ERROR_REPORTS_PER_PAGE) return;
  sent++;
  const report: ClientErrorReport = {
    kind: kind.slice(0, 100),
    message: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
    stack: error instanceof Error ? error.stack?.slice(0, 8000) : undefined,
    componentStack: componentStack?.slice(0, 8000) || undefined,
    page: `${location.pathname}${location.search}`.slice(0, 2000),
  };
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
}

/** Errors nothing caught: thrown in handlers and timers, or promises nobody awaited. */
export function reportUncaughtErrors() {
  window.addEventListener('error', (event) => reportError('unhandled', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError('unhandled rejection', event.reason));
}
