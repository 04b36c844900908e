import { describe, expect, it } from 'vitest';
// @ts-expect-error - a plain ES module script without type declarations
import { judgeAudit } from './audit.mjs';

const report = (vulnerabilities: Record<string, unknown>, counts: Partial<Record<string, number>> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts },
      dependencies: { prod: 10 },
    },
  });

describe('audit:prod verdict', () => {
  it('passes a report with only low and moderate advisories', () => {
    const verdict = judgeAudit(
      report(
        {
          a: { name: 'a', severity: 'moderate', via: ['b'], fixAvailable: true },
          b: { name: 'b', severity: 'low', via: [] },
        },
        { moderate: 1, low: 1 },
      ),
    );
    expect(verdict).toMatchObject({ ok: true, blocking: [] });
  });

  it('fails on high and critical advisories, naming each with its fix', () => {
    const verdict = judgeAudit(
      report(
        {
          x: {
            name: 'x',
            severity: 'high',
            via: [{ source: 1, title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-1' }],
            fixAvailable: { name: 'x', version: '2.0.1' },
          },
          y: { name: 'y', severity: 'critical', via: ['x'], fixAvailable: false },
          z: { name: 'z', severity: 'moderate', via: [] },
        },
        { high: 1, critical: 1, moderate: 1 },
      ),
    );
    expect(verdict.ok).toBe(false);
    expect(verdict.blocking).toEqual([
      {
        name: 'x',
        severity: 'high',
        via: ['Prototype pollution (https://github.com/advisories/GHSA-1)'],
        fix: 'upgrade x to 2.0.1',
      },
      { name: 'y', severity: 'critical', via: ['x'], fix: 'no fix available' },
    ]);
  });

  it('fails clearly when the audit could not run instead of passing', () => {
    const offline = judgeAudit(
      JSON.stringify({
        error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org failed', detail: '' },
      }),
    );
    expect(offline.ok).toBe(false);
    expect(offline.error).toContain('registry.npmjs.org');
    const refused = judgeAudit(
      JSON.stringify({
        message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
      }),
    );
    expect(refused).toMatchObject({ ok: false });
    expect(refused.error).toContain('405');
    expect(judgeAudit('')).toMatchObject({ ok: false, error: 'npm audit printed no JSON report' });
  });
});
