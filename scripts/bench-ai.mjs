// `npm run bench:ai`: quality and speed of the embedded (extractive) concierge. The guides and the
// question sets are data (scripts/bench-ai/data, see its README): a dev split (the 23 sets of
// sessions 1-4 on the Lisbon and Málaga guides, 2,537 questions, used for changes) and a frozen test
// split (a beach house, two mountain cabins and a Buenos Aires flat, in English and Spanish, never
// used for changes). Questions are asked in the guide's language and in the other one, with typos
// and synonyms, and some cannot be answered. Prints top-1/top-3 citation accuracy per language pair,
// the share of unanswerable questions declined, what each decline rule wins and costs, and p50/p95
// answer latency on a 200+ passage guide (with the load average: the machine may be shared).
// --split test measures the frozen split (figures only). On the dev split: --verbose (or
// BENCH_VERBOSE=1) lists every miss and the rule that declined it, --ask "question" (repeatable)
// shows only how those questions are understood on both dev guides, --dump file writes every
// question's outcome (ranked sources, coverage) as JSON. BENCH_DATABASE_URL runs on PostgreSQL
// instead of the embedded PGlite. Exits 1 when a target is missed on any set.
import { register } from 'tsx/esm/api';

register();
const { meetsTargets, report, runBenchmark } = await import('./bench-ai/run.ts');
const args = process.argv.slice(2);
const probe = args.flatMap((a, i) => (args[i - 1] === '--ask' ? [a] : []));
const dump = args.find((a, i) => args[i - 1] === '--dump');
const split = args.find((a, i) => args[i - 1] === '--split') ?? 'dev';
if (split !== 'dev' && split !== 'test') throw new Error('--split is dev or test');
const figures = await runBenchmark({
  split,
  verbose: process.env.BENCH_VERBOSE === '1' || args.includes('--verbose'),
  probe,
  dump,
});
if (!probe.length) {
  console.log(report(figures, process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'));
  process.exitCode = meetsTargets(figures) ? 0 : 1;
}
