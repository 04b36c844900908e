// `npm test` as CI runs it: the same steps, read from package.json (which stays the one definition of
// what runs), but the checks before the unit suite (typecheck, lint, lint:api) run side by side with
// the web and server builds the browser journeys reuse, instead of one after another. Each is one
// single-threaded process, so two cores finish them in about half the time. Then the suites, in order.
// Run it with `npm exec --offline -- node scripts/ci-test.mjs` (the Node 24 of the dependencies);
// `--list` prints the plan; `--checks` stops after the checks and builds.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/web-build.mjs';

const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const CHAIN = ' && ';
const NPM_RUN = /^npm run (?:-s |--silent )?(\S+)$/;

/**
 * Scripts whose commands are independent read-only checks: their commands run side by side. Any other
 * script runs as one job, its own chain in order (lint:api lints the file its first command writes).
 */
const SPLIT = new Set(['typecheck', 'lint']);

/** A step of the chain as jobs: `npm run x` of a SPLIT script becomes one job per command of x. */
const jobsOf = (step) => {
  const named = NPM_RUN.exec(step);
  return named && SPLIT.has(named[1]) ? scripts[named[1]].split(CHAIN).flatMap(jobsOf) : [step];
};

/** `npm test` in three parts: the runtime check, the checks (as jobs), and the suites. */
function planOfNpmTest(testScript = scripts.test) {
  const steps = testScript.split(CHAIN);
  const unit = steps.indexOf('npm run test:unit');
  if (
    steps[0] !== 'node scripts/check-node.mjs' ||
    unit < 0 ||
    steps.slice(unit).some((step) => !/^npm run test:/.test(step))
  )
    throw new Error(`package.json "test" has an unexpected shape: ${testScript}`);
  return { first: steps[0], checks: steps.slice(1, unit).flatMap(jobsOf), suites: steps.slice(unit) };
}

/** The builds the journeys and the fault suite reuse (each skipped later because its sources did not change). */
const BUILD =
  "node --input-type=module -e \"const w = await import('./scripts/lib/web-build.mjs'); const s = await import('./scripts/lib/server-build.mjs'); w.ensureWebBuild(); await s.ensureServerBuild();\"";

/** Longest first, so the last to start are the short ones. */
const WEIGHT = [/eslint/, /tsc -p web/, /tsc/, /knip/, /web-build/, /prettier/, /lint:api/, /depcruise/];
const weight = (command) => {
  const index = WEIGHT.findIndex((pattern) => pattern.test(command));
  return index < 0 ? WEIGHT.length : index;
};

/** npm puts the dependencies' commands (and their Node 24) first on PATH for scripts; so does this. */
const ENV = { ...process.env, PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` };

function runHeld(command) {
  const started = Date.now();
  const child = spawn(command, {
    cwd: ROOT,
    shell: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: ENV,
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`== ${ok ? 'ok' : `FAILED (${code ?? signal})`} in ${seconds} s: ${command}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

/** One command with the terminal, as npm would run it; answers its exit status. */
function runLive(command) {
  const child = spawn(command, { cwd: ROOT, shell: true, stdio: 'inherit', env: ENV });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'scripts/ci-test.mjs')) {
  const plan = planOfNpmTest();
  const queue = [...plan.checks, BUILD].sort((a, b) => weight(a) - weight(b));
  if (process.argv.includes('--list')) {
    console.log([plan.first, '(side by side:)', ...queue.map((job) => `  ${job}`), ...plan.suites].join('\n'));
    process.exit(0);
  }
  const status = await runLive(plan.first);
  if (status !== 0) process.exit(status);
  // Three at a time: on two cores one process is often waiting on the disk.
  const parallel = Number(process.env.CI_CHECKS_PARALLEL ?? 3);
  const started = Date.now();
  let failed = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let command = queue.shift(); command; command = queue.shift()) if (!(await runHeld(command))) failed++;
    }),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`== checks and builds: ${failed ? `${failed} FAILED` : 'all ok'} in ${seconds} s`);
  if (failed) process.exit(1);
  if (process.argv.includes('--checks')) process.exit(0);
  for (const suite of plan.suites) {
    const code = await runLive(suite);
    if (code !== 0) process.exit(code);
  }
}
