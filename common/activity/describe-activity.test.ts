import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS } from '../api/activity.ts';
import { describeActivity } from './describe-activity.ts';

describe('describeActivity', () => {
  it('says each kind in plain words, with the facts that matter', () => {
    expect(describeActivity({ kind: 'downloaded', detail: {} })).toBe(
      'Downloaded the original file',
    );
    expect(describeActivity({ kind: 'share_opened', detail: {} })).toBe('Opened by share link');
    expect(describeActivity({ kind: 'new_device', detail: {} })).toBe(
      'Signed in from a new device',
    );
    expect(describeActivity({ kind: 'report_made', detail: { format: 'docx' } })).toBe(
      'Downloaded the Word report',
    );
    expect(describeActivity({ kind: 'reader_switched', detail: { reader: 'Tenant' } })).toBe(
      'Switched the reader to the Tenant',
    );
    expect(describeActivity({ kind: 'deleted', detail: { by: 'automatic deletion' } })).toBe(
      'Deleted automatically',
    );
    expect(describeActivity({ kind: 'two_step_changed', detail: { change: 'verified' } })).toBe(
      'Turned on two-step sign-in',
    );
  });

  it('has words for every kind, none of them the raw name', () => {
    for (const kind of ACTIVITY_KINDS)
      expect(describeActivity({ kind, detail: {} }), kind).not.toContain('_');
  });
});
