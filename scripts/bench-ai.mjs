// `npm run bench:ai`: quality and speed of the embedded (extractive) concierge. Two guides written
// for the benchmark (Lisbon in English, Málaga in Spanish, 16 sections each) and 142 guest questions
// (122 labelled with the section that answers them, 20 the guides cannot answer), asked in the
// guide's language and in the other one, with typos and synonyms. Prints top-1/top-3 citation
// accuracy per language pair, the share of unanswerable questions declined, and p50/p95 answer
// latency on a 200+ passage guide. BENCH_VERBOSE=1 lists every miss; BENCH_DATABASE_URL runs on
// PostgreSQL instead of the embedded PGlite. Exits 1 when a target is missed.
import { register } from 'tsx/esm/api';

register();
const { meetsTargets, report, runBenchmark } = await import('./bench-ai/run.ts');
const figures = await runBenchmark({ verbose: process.env.BENCH_VERBOSE === '1' });
console.log(report(figures, process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'));
process.exitCode = meetsTargets(figures) ? 0 : 1;
