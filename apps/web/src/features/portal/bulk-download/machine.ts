/**
 * The bulk download dialog's states (visitor spec section 4): idle -> loading -> error | success |
 * partial_success; cancel while loading returns to idle; error retries or resets; the finished
 * states reset. Events that do not apply to the current state leave it unchanged.
 */
export type BulkDownloadState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; successCount: number }
  | { status: 'partial_success'; successCount: number; failedFileIds: string[] };

export type BulkDownloadEvent =
  | { type: 'begin' }
  | { type: 'cancel' }
  | { type: 'failed' }
  | { type: 'finished'; successCount: number; failedFileIds: string[] }
  | { type: 'retry' }
  | { type: 'reset' };

export const initialBulkDownloadState: BulkDownloadState = { status: 'idle' };

export function bulkDownloadReducer(state: BulkDownloadState, event: BulkDownloadEvent): BulkDownloadState {
  switch (state.status) {
    case 'idle':
      return event.type === 'begin' ? { status: 'loading' } : state;
    case 'loading':
      if (event.type === 'cancel') return { status: 'idle' };
      if (event.type === 'failed') return { status: 'error' };
      if (event.type === 'finished') {
        return event.failedFileIds.length === 0
          ? { status: 'success', successCount: event.successCount }
          : {
              status: 'partial_success',
              successCount: event.successCount,
              failedFileIds: event.failedFileIds,
            };
      }
      return state;
    case 'error':
      if (event.type === 'retry') return { status: 'loading' };
      return event.type === 'reset' ? { status: 'idle' } : state;
    case 'success':
    case 'partial_success':
      return event.type === 'reset' ? { status: 'idle' } : state;
  }
}
