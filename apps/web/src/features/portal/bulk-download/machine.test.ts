import { describe, expect, it } from 'vitest';
import { bulkDownloadReducer as next, initialBulkDownloadState, type BulkDownloadState } from './machine';

const loading: BulkDownloadState = { status: 'loading' };

describe('the bulk download state machine', () => {
  it('begins from idle only', () => {
    expect(next(initialBulkDownloadState, { type: 'begin' })).toEqual(loading);
    expect(next({ status: 'success', successCount: 1 }, { type: 'begin' })).toEqual({
      status: 'success',
      successCount: 1,
    });
  });

  it('ends loading in success, partial success with the failed ids, error, or idle on cancel', () => {
    expect(next(loading, { type: 'finished', successCount: 3, failedFileIds: [] })).toEqual({
      status: 'success',
      successCount: 3,
    });
    expect(next(loading, { type: 'finished', successCount: 2, failedFileIds: ['a'] })).toEqual({
      status: 'partial_success',
      successCount: 2,
      failedFileIds: ['a'],
    });
    expect(next(loading, { type: 'failed' })).toEqual({ status: 'error' });
    expect(next(loading, { type: 'cancel' })).toEqual({ status: 'idle' });
    expect(next(loading, { type: 'reset' })).toEqual(loading);
  });

  it('retries or resets from error, and resets from the finished states', () => {
    expect(next({ status: 'error' }, { type: 'retry' })).toEqual(loading);
    expect(next({ status: 'error' }, { type: 'reset' })).toEqual({ status: 'idle' });
    expect(
      next({ status: 'partial_success', successCount: 1, failedFileIds: ['a'] }, { type: 'reset' }),
    ).toEqual({ status: 'idle' });
    expect(next({ status: 'success', successCount: 1 }, { type: 'retry' })).toEqual({
      status: 'success',
      successCount: 1,
    });
  });
});
