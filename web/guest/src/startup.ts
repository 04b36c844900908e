/**
 * Start-up work that the first screen does not need (search, map, devices, section counting,
 * analytics consent, the concierge button) waits: it runs when the browser is idle after load, one
 * part per idle period so that no part makes the page unresponsive for long, or all at once at the
 * guest's first interaction if that comes sooner (a tap or a key reaches the page after the work it
 * needs is in place).
 */
const queue: (() => void)[] = [];
let done = false;
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

function run(work: () => void) {
  try {
    work();
  } catch (error) {
    // One part failing must not keep the others from starting.
    console.error(error);
  }
}

/** The guest interacts: everything still waiting runs now. */
function runAll() {
  if (done) return;
  done = true;
  for (const type of INTERACTIONS) document.removeEventListener(type, runAll, true);
  for (const work of queue.splice(0)) run(work);
}

/** Idle: the next part runs, and the one after it at the next idle period. */
function runNext() {
  if (done) return;
  const work = queue.shift();
  if (!work) {
    runAll();
    return;
  }
  run(work);
  whenIdle(runNext);
}

/**
 * Runs the script's start-up steps one per task (the browser may paint or answer a tap between two),
 * so that no step adds its time to another's: a long task after the first paint is what makes a page
 * feel stuck. Resolves once every step has run (a failing step does not stop the others).
 */
export function inSteps(steps: (() => void)[]): Promise<void> {
  return new Promise((resolve) => {
    const next = () => {
      const step = steps.shift();
      if (!step) return resolve();
      run(step);
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  });
}

/** Calls `run` when the browser is idle (or soon, where it cannot tell). */
export function whenIdle(run: () => void, timeout = 2000) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout });
  else setTimeout(run, 1);
}

/** Runs `work` once, at idle after load or at the first interaction, whichever comes first. */
export function later(work: () => void) {
  if (done) return work();
  queue.push(work);
}

// The page's starter (starter.ts) loads this script at once when the guest interacts first: that
// interaction was before this script, so everything runs as soon as it is asked for.
if (document.documentElement.dataset.guestInteracted !== undefined) done = true;
for (const type of INTERACTIONS) document.addEventListener(type, runAll, { capture: true, passive: true });
const afterLoad = () => whenIdle(runNext);
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
