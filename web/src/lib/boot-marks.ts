/**
 * The steps of the app's start, as User Timing marks (`boot:<step>`), so that where a first load
 * spends its time shows in the browser's performance panel and in `npm run bench:web`'s per-step
 * line: `entry` (main.tsx runs: the entry's files have arrived), `code` (boot's code has arrived and
 * run), `ready` (the runtime config, the router and the first page's code and texts are there: the
 * first render starts), `committed` (that render is in the document).
 */
type BootStep = 'entry' | 'code' | 'ready' | 'committed';

export function markBoot(step: BootStep): void {
  try {
    performance.mark(`boot:${step}`);
  } catch {
    // No User Timing in this environment: nothing to mark.
  }
}
