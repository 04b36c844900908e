#!/usr/bin/env node
// `npm run audit:prod`: the production dependency tree (`npm audit --omit=dev`) must have no high or
// critical advisory. Exits 0 when clean, 1 when an advisory of that severity is found (each listed
// with its fix), 2 when the audit could not run (no network, the registry refused the audit call):
// that is a failure too, stated as such, never a silent pass.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const BLOCKING = ['high', 'critical'];

/**
 * Reads `npm audit --json` output. Returns { ok, error?, blocking: [{ name, severity, via, fix }], counts }.
 * `error` is set when the output is not an audit report (npm's error object, or not JSON at all).
 */
export function judgeAudit(text) {
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    return { ok: false, error: 'npm audit printed no JSON report', blocking: [], counts: null };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!report || typeof report !== 'object' || report.error || !counts || typeof report.vulnerabilities !== 'object') {
    const detail = report?.error?.summary || report?.message || report?.error?.code || 'no advisory data in the answer';
    return { ok: false, error: `npm audit did not produce a report: ${detail}`, blocking: [], counts: null };
  }
  const blocking = Object.values(report.vulnerabilities)
    .filter((v) => BLOCKING.includes(v.severity))
    .map((v) => ({
      name: v.name,
      severity: v.severity,
      via: (v.via ?? []).map((via) =>
        typeof via === 'string' ? via : `${via.title ?? via.source} (${via.url ?? 'no url'})`,
      ),
      fix:
        v.fixAvailable === true
          ? 'npm audit fix'
          : v.fixAvailable
            ? `upgrade ${v.fixAvailable.name} to ${v.fixAvailable.version}`
            : 'no fix available',
    }));
  return { ok: blocking.length === 0, blocking, counts };
}

function main() {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) {
    console.error(`audit:prod: could not run npm audit (${run.error.message})`);
    process.exit(2);
  }
  const verdict = judgeAudit(run.stdout);
  if (verdict.error) {
    console.error(`audit:prod: FAILED - ${verdict.error}`);
    console.error(
      'audit:prod: the npm registry must be reachable for this check (https://registry.npmjs.org or the configured registry).',
    );
    process.exit(2);
  }
  const c = verdict.counts;
  console.log(
    `audit:prod: production dependencies - critical ${c.critical}, high ${c.high}, moderate ${c.moderate}, low ${c.low}, info ${c.info}`,
  );
  if (!verdict.ok) {
    for (const item of verdict.blocking)
      console.error(`  ${item.severity.toUpperCase()} ${item.name}: ${item.via.join('; ')} -> ${item.fix}`);
    console.error(`audit:prod: FAILED - ${verdict.blocking.length} package(s) with high or critical advisories`);
    process.exit(1);
  }
  console.log('audit:prod: no high or critical advisories');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
