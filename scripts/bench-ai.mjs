// `npm run bench:ai`: quality and speed of the embedded (extractive) concierge. Two guides written
// for the benchmark (Lisbon in English, Málaga in Spanish, 16 sections each) and 23 sets of guest
// questions (tuning, held-out, blind, fresh, fresh2-fresh20: 1,827 labelled with the section that
// answers them, 710 the guides cannot answer; the later sets written blind, see docs/benchmarks.md), asked in
// the guide's language and in the other one, with typos and synonyms. Prints top-1/top-3 citation
// accuracy per language pair, the share of unanswerable questions declined, and p50/p95 answer
// latency on a 200+ passage guide. --verbose (or BENCH_VERBOSE=1) lists every miss and the rule that
// declined it, --ask "question" (repeatable) shows only how those questions are understood on both guides, --dump file
// writes every question's outcome (ranked sources, coverage) as JSON; BENCH_DATABASE_URL runs on
// PostgreSQL instead of the embedded PGlite. Exits 1 when a target is missed on any set.
import { register } from 'tsx/esm/api';

register();
const { meetsTargets, report, runBenchmark } = await import('./bench-ai/run.ts');
const args = process.argv.slice(2);
const probe = args.flatMap((a, i) => (args[i - 1] === '--ask' ? [a] : []));
const dump = args.find((a, i) => args[i - 1] === '--dump');
const figures = await runBenchmark({ verbose: process.env.BENCH_VERBOSE === '1' || args.includes('--verbose'), probe, dump });
if (!probe.length) {
  console.log(report(figures, process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'));
  process.exitCode = meetsTargets(figures) ? 0 : 1;
}
