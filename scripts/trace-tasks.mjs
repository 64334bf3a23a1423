#!/usr/bin/env node
/**
 * The long tasks of a Lighthouse trace (where the dashboard's TBT comes from).
 * Usage: `node scripts/trace-tasks.mjs test-results/lighthouse-dashboard-mobile.trace.json [--min=12]`
 * (the trace `scripts/lighthouse.mjs --trace` writes; with `--profile` it also holds JS samples).
 *
 * Prints every top-level task of the page's renderer main thread that ran for at least `--min`
 * ms (default 12: under Lighthouse's simulated 4× CPU a 12.5 ms task reaches the 50 ms that
 * starts to count as blocking), with its start after navigation, its duration, what it ran
 * (scripts evaluated, functions called, timers, style and layout, garbage collection) and, when
 * the trace has samples, the heaviest functions by self time. Ends with the blocking time
 * Lantern's simulation would roughly give each task, which is an estimate (Lantern also moves
 * tasks around the network graph), not Lighthouse's figure: Lantern slows a task down 4× (the
 * mobile preset's CPU factor), but only 2× when the task ran a layout (its layout-task factor,
 * 0.5), then counts what exceeds 50 ms. So a task of script alone blocks from 12.5 ms on, one
 * with a layout from 25 ms on.
 *
 * With a build made for React's performance tracks (`VITE_REACT_TRACKS=1 pnpm --filter
 * @imperio/game build`: React's profiling build, the app in a `<Profiler>`), each task also lists
 * React's own entries: its phases by lane (Render, Commit, Remaining Effects, Cascading Update…;
 * a sliced render's span covers its yields too) and the components that rendered inside the task,
 * longest first. That build is slower: use it to learn what a task is, not to measure.
 */
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/trace-tasks.mjs <trace.json> [--min=12]');
  process.exit(2);
}
const min = Number(process.argv.find((arg) => arg.startsWith('--min='))?.split('=')[1] ?? 12);
const raw = JSON.parse(readFileSync(file, 'utf8'));
const events = Array.isArray(raw) ? raw : raw.traceEvents;

// Threads by name; the page's main thread is the CrRendererMain with the most task time.
const threadNames = new Map();
for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
const TOP = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);
const taskTime = new Map();
for (const e of events) {
  const key = `${e.pid}:${e.tid}`;
  if (e.ph === 'X' && TOP.has(e.name) && threadNames.get(key) === 'CrRendererMain') taskTime.set(key, (taskTime.get(key) ?? 0) + e.dur);
}
const mainKey = [...taskTime].sort((a, b) => b[1] - a[1])[0]?.[0];
if (!mainKey) throw new Error('no CrRendererMain thread with tasks in this trace');
const [pid, tid] = mainKey.split(':').map(Number);
const onMain = events.filter((e) => e.pid === pid && e.tid === tid).sort((a, b) => a.ts - b.ts);

const navStart =
  onMain.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'))
    ?.ts ?? onMain[0].ts;
const fcp = onMain.find((e) => e.name === 'firstContentfulPaint' && e.ts >= navStart)?.ts;
const ms = (us) => (us / 1000).toFixed(1);
const at = (ts) => ms(ts - navStart);

// Top-level tasks: the outermost task event (the kinds nest in each other).
const tasks = [];
let openUntil = -1;
for (const e of onMain) {
  if (e.ph !== 'X' || !TOP.has(e.name) || e.ts < navStart) continue;
  if (e.ts < openUntil) continue;
  tasks.push(e);
  openUntil = e.ts + e.dur;
}

// JS samples (V8's profiler: ProfileChunk events of the main thread's profile).
const nodes = new Map();
const samples = [];
{
  const profileIds = new Set(events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id));
  // Profile ids restart at 0x1 in every process: match the process too.
  let time = events.find((e) => e.name === 'Profile' && e.pid === pid && profileIds.has(e.id))?.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !profileIds.has(e.id)) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i] ?? 0;
      samples.push({ id, ts: time });
    });
  }
}
/** Self time per function (name + file) of the samples inside [start, end), heaviest first. */
function hotFunctions(start, end) {
  const byFn = new Map();
  for (let i = 0; i < samples.length - 1; i++) {
    const { id, ts } = samples[i];
    if (ts < start || ts >= end) continue;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    const url = frame.url ? frame.url.replace(/^.*\//, '') : '';
    const name = `${frame.functionName || '(anonymous)'}${url ? ` ${url}:${frame.lineNumber + 1}` : ''}`;
    byFn.set(name, (byFn.get(name) ?? 0) + Math.min(samples[i + 1].ts - ts, 5000));
  }
  return [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 8);
}

// React's performance tracks (a profiling build only): console.timeStamp entries with a track.
const reactEntries = events
  .filter((e) => e.name === 'TimeStamp' && e.pid === pid && e.args?.data?.track && e.args.data.end > e.args.data.start)
  .map((e) => ({ ...e.args.data, start: Number(e.args.data.start), end: Number(e.args.data.end) }));

/** React's phases that overlap the task (by lane), then the components rendered inside it, longest first. */
function reactInside(task) {
  const end = task.ts + task.dur;
  const phases = reactEntries
    .filter((r) => r.trackGroup === 'Scheduler ⚛' && r.start < end && r.end > task.ts)
    .map((r) => `${r.track} ${r.message} ${ms(Math.min(r.end, end) - Math.max(r.start, task.ts))}`);
  const components = reactEntries
    .filter((r) => r.track === 'Components ⚛' && r.start >= task.ts && r.end <= end)
    .sort((a, b) => b.end - b.start - (a.end - a.start))
    .slice(0, 6)
    .map((r) => `${r.message} ${ms(r.end - r.start)}`);
  return { phases, components };
}

/** What the task ran: its direct script and rendering events, summed by kind. */
function contents(task) {
  const end = task.ts + task.dur;
  const parts = new Map();
  const add = (label, dur) => parts.set(label, (parts.get(label) ?? 0) + dur);
  for (const e of onMain) {
    if (e.ts < task.ts || e.ts >= end || e.ph !== 'X' || e === task) continue;
    const data = e.args?.data ?? {};
    const url = (data.url ?? '').replace(/^.*\//, '');
    if (e.name === 'EvaluateScript') add(`EvaluateScript ${url}`, e.dur);
    else if (e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule')
      add(`${e.name} ${(e.args?.fileName ?? '').replace(/^.*\//, '')}`, e.dur);
    else if (e.name === 'FunctionCall') add(`FunctionCall ${data.functionName || '?'} ${url}`, e.dur);
    else if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'FireIdleCallback') add(e.name, e.dur);
    else if (e.name === 'EventDispatch') add(`EventDispatch ${data.type}`, e.dur);
    else if (e.name === 'RunMicrotasks' || e.name === 'v8.runMicrotasks') add('RunMicrotasks', e.dur);
    else if (e.name === 'ParseHTML' || e.name === 'ParseAuthorStyleSheet') add(e.name, e.dur);
    else if (['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Layerize', 'Commit', 'RecalculateStyles'].includes(e.name))
      add(e.name, e.dur);
    else if (/GC|Sweep|Mark/.test(e.name) && !e.name.startsWith('V8.GC_')) add(`GC ${e.name}`, e.dur);
    else if (e.name === 'ResourceReceivedData' || e.name === 'ResourceFinish') add(e.name, e.dur);
  }
  return [...parts].sort((a, b) => b[1] - a[1]).slice(0, 8);
}

const long = tasks.filter((t) => t.dur >= min * 1000);
console.log(
  `main thread ${mainKey}; ${tasks.length} tasks after navigation, ${long.length} of ≥ ${min} ms; FCP at ${fcp ? at(fcp) : '?'} ms; samples ${samples.length}`,
);
let estimate = 0;
for (const task of long) {
  const factor = onMain.some((e) => e.name === 'Layout' && e.ts >= task.ts && e.ts < task.ts + task.dur) ? 2 : 4;
  const blocking = Math.max(0, (factor * task.dur) / 1000 - 50);
  estimate += task.ts >= (fcp ?? 0) ? blocking : 0;
  console.log(
    `\n@${at(task.ts)} ms  ${ms(task.dur)} ms  (×${factor} blocks ≈ ${blocking.toFixed(0)} ms${fcp && task.ts < fcp ? ', before FCP' : ''})`,
  );
  for (const [label, dur] of contents(task)) console.log(`   ${ms(dur).padStart(6)}  ${label}`);
  const hot = hotFunctions(task.ts, task.ts + task.dur);
  if (hot.length) console.log(`   self: ${hot.map(([name, us]) => `${name} ${ms(us)}`).join(' | ')}`);
  const react = reactInside(task);
  if (react.phases.length) console.log(`   React: ${react.phases.join(' | ')}`);
  if (react.components.length) console.log(`   components: ${react.components.join(' | ')}`);
}
console.log(`\nrough blocking after FCP (4 × duration − 50 per task, 2 × with a layout): ${estimate.toFixed(0)} ms`);
