// What Lighthouse's simulated LCP waited for, for `npm run bench:guest` (BENCH_LCP_GRAPH=1): the
// requests and CPU tasks in the optimistic and pessimistic LCP graphs of the run that just finished,
// with their simulated start and end. Lantern's LCP is the average of the two graphs' last end, and a
// graph holds every request that ended before the LCP observed in the unthrottled load (low-priority
// images aside) and the CPU tasks that ran a script among them or laid the page out, so anything the
// page adds there can move the simulated LCP.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const LABELS = ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint'];

const describeNode = (node, timing, origin) => {
  const at = `${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ms`;
  if (node.type === 'network') {
    const { request } = node;
    const name = request.url.startsWith(origin) ? request.url.slice(origin.length) : request.url;
    const short = name.length > 60 ? `${name.slice(0, 57)}...` : name;
    return `${at} ${request.resourceType} ${request.priority} ${(request.transferSize / 1000).toFixed(1)} kB ${short}`;
  }
  const kinds = [...new Set(node.childEvents.map((e) => e.name))]
    .filter((n) => ['EvaluateScript', 'Layout', 'ParseHTML', 'Paint', 'FunctionCall', 'v8.compileModule'].includes(n))
    .join('+');
  const scripts = [...node.getEvaluateScriptURLs()].map((u) => u.slice(u.lastIndexOf('/') + 1)).join(' ');
  return `${at} CPU ${(node.duration / 1000).toFixed(1)} ms ${kinds}${scripts ? ` ${scripts}` : ''}`;
};

/** The nodes of the last run's simulated LCP graphs, one line each, by simulated start. */
export function lcpGraphs(origin) {
  const all = Lantern.Simulation.Simulator.allNodeTimings;
  return LABELS.map((label) => {
    const timings = all.get(label);
    if (!timings) return { label, end: null, lines: [] };
    const entries = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    const end = Math.max(...entries.map(([, t]) => t.endTime));
    return { label, end, lines: entries.map(([node, timing]) => describeNode(node, timing, origin)) };
  });
}

/** What a CPU task did: its child events by name, the longest first (milliseconds, observed). */
const taskKinds = (node) => {
  const byName = new Map();
  for (const e of node.childEvents) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  return [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
};

/**
 * The CPU tasks of the last run's simulated Total Blocking Time that count (`minMs`, by default 50 ms
 * or longer once slowed down), with their simulated start and length and what they did, by simulated
 * start.
 */
export function blockingTasks(minMs = 50) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('optimisticTotalBlockingTime');
  if (!timings) return [];
  return [...timings.entries()]
    .filter(([node, t]) => node.type === 'cpu' && t.endTime - t.startTime >= minMs)
    .sort((a, b) => a[1].startTime - b[1].startTime)
    .map(([node, t]) => {
      const scripts = [...node.getEvaluateScriptURLs()].map((u) => u.slice(u.lastIndexOf('/') + 1)).join(' ');
      return `${Math.round(t.startTime)} ms, ${Math.round(t.endTime - t.startTime)} ms simulated (${(node.duration / 1000).toFixed(1)} ms observed)${scripts ? ` ${scripts}` : ''}: ${taskKinds(node)}`;
    });
}
