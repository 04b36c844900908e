// `npm run bench:reports`: the 12-month report of 50 properties on PostgreSQL. Creates a fresh
// database on the server of BENCH_DATABASE_URL (else TEST_DATABASE_URL), seeds one host with 50
// properties and a year of synthetic guest activity (~50 guide opens a day per property, section
// views, Wi-Fi copies, calls, searches, 5 concierge questions a day, stays and their messages),
// times GET /api/reports for the whole year and all properties (median of several runs), prints the
// figures and drops the database. Exits 1 when the median misses the 500 ms target.
import { register } from 'tsx/esm/api';

register();
const { runBenchmark } = await import('./bench-reports/run.ts');
const figures = await runBenchmark();
process.exitCode = figures.medianMs < figures.targetMs ? 0 : 1;
