import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-log';

describe('auditChanges', () => {
  it('keeps only the fields that changed, old → new', () => {
    expect(
      auditChanges(
        { isActive: true, email: 'a@example.com', sessions: 2 },
        { isActive: false, email: 'a@example.com', sessions: 0 },
      ),
    ).toEqual(['isActive: true → false', 'sessions: 2 → 0']);
  });

  it('shows a field present on one side only with a dash for the missing side', () => {
    expect(auditChanges({ roles: [] }, { roles: ['Internal'], role: 'Internal' })).toEqual([
      'roles: [] → ["Internal"]',
      'role: — → Internal',
    ]);
  });

  it('lists what was removed or added when there is only a before or an after', () => {
    expect(auditChanges({ email: 'gone@example.com', properties: 2 }, null)).toEqual([
      '− email: gone@example.com',
      '− properties: 2',
    ]);
    expect(auditChanges(null, { queued: true })).toEqual(['+ queued: true']);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
