/**
 * A profile as a V8 .cpuprofile (what Chrome's DevTools and speedscope open): one node per call tree node,
 * named as ABAP names it (CLASS=>METHOD, forms, function modules), its url the object and source file, its
 * line the procedure's (0-based, as V8 writes them), positionTicks its statements' own time. V8 profiles are
 * samples: each node gets samples in proportion to its own time, at an interval that keeps the file small.
 */
import type { ProfileCallNode, RunProfile } from '../../protocol/profile.js';

interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; scriptId: string; url: string; lineNumber: number; columnNumber: number };
  hitCount: number;
  children: number[];
  positionTicks?: Array<{ line: number; ticks: number }>;
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** At most this many samples are written; the interval grows for longer runs (at least 10 µs). */
const MAX_SAMPLES = 100_000;

export function cpuProfileOf(profile: RunProfile): CpuProfile {
  const totalOwn = sumOwn(profile.call_tree);
  const intervalMicros = Math.max(10, Math.ceil((totalOwn * 1000) / MAX_SAMPLES));
  const scripts = new Map<string, string>();
  const scriptId = (url: string) => {
    if (!scripts.has(url)) scripts.set(url, String(scripts.size + 1));
    return scripts.get(url)!;
  };
  const nodes: CpuProfileNode[] = [{ id: 1, callFrame: { functionName: '(root)', scriptId: '0', url: '', lineNumber: -1, columnNumber: -1 }, hitCount: 0, children: [] }];
  const samples: number[] = [];
  const add = (node: ProfileCallNode, parent: CpuProfileNode) => {
    const url = node.object ? `abap://${node.object}/${node.file}` : node.file;
    const entry: CpuProfileNode = {
      id: nodes.length + 1,
      callFrame: { functionName: node.name, scriptId: scriptId(url), url, lineNumber: Math.max(0, node.line - 1), columnNumber: 0 },
      hitCount: 0,
      children: [],
    };
    nodes.push(entry);
    parent.children.push(entry.id);
    const ticks = node.lines.map((line) => ({ line: line.line, ticks: Math.round((line.own_ms * 1000) / intervalMicros) })).filter((line) => line.ticks > 0);
    if (ticks.length > 0) entry.positionTicks = ticks;
    entry.hitCount = Math.max(Math.round((node.own_ms * 1000) / intervalMicros), ticks.reduce((sum, line) => sum + line.ticks, 0));
    for (let i = 0; i < entry.hitCount; i++) samples.push(entry.id);
    for (const child of node.children) add(child, entry);
  };
  for (const root of profile.call_tree) add(root, nodes[0]!);
  const startTime = 0;
  return { nodes, startTime, endTime: startTime + samples.length * intervalMicros, samples, timeDeltas: samples.map(() => intervalMicros) };
}

function sumOwn(nodes: readonly ProfileCallNode[]): number {
  return nodes.reduce((sum, node) => sum + node.own_ms + sumOwn(node.children), 0);
}
