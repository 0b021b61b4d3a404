import { describe, expect, it } from 'vitest';
import { queuedErrors, queueFile, uploadForm } from './upload-queue';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('the upload queue', () => {
  it('starts a file ready, titled after its name, on the card and restricted', () => {
    expect(queueFile(file('SOC 2 Report.pdf'), 100)).toMatchObject({
      status: 'ready',
      title: 'SOC 2 Report',
      showOnCard: true,
      publicAccess: false,
      access: 'default',
      type: null,
    });
  });

  it('fails a file past the limit before sending it', () => {
    expect(queueFile(file('big.pdf', 200), 100)).toMatchObject({
      status: 'rejected',
      error: expect.stringMatching(/larger than/),
    });
  });

  it('needs a type, and a 2 to 100 character title when shown on the card', () => {
    const entry = queueFile(file('a.pdf'), 100);
    expect(queuedErrors({ ...entry, title: 'x' })).toEqual({
      type: 'Type is required',
      title: 'Must be at least 2 characters',
    });
    expect(queuedErrors({ ...entry, type: 'policy', showOnCard: false, title: '' })).toEqual({});
  });

  it('sends the fields before the file', () => {
    const form = uploadForm({ ...queueFile(file('a.pdf'), 100), type: 'policy', isShared: true });
    expect([...form.keys()]).toEqual(['type', 'documentAccessType', 'isShared', 'file']);
    expect(form.get('isShared')).toBe('true');
  });
});
