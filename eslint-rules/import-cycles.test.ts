import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No module imports itself through others (issue 36): a circle of imports makes the order in
 * which modules load matter and hides which one owns what. The layer rule keeps imports flowing
 * between layers; this keeps them from circling inside one, between files and, in the server,
 * between its folders (each folder a part with one job, resting on the parts below it).
 */
const ROOTS = ['common', 'core', 'server', 'web', 'bin', 'scripts'];
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
// Relative imports and re-exports, type-only ones included: a circle of types is one too.
const RELATIVE_IMPORT = /^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms;

function listSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSources(file);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [file] : [];
  });
}

function readImportGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of ROOTS.flatMap(listSources)) {
    const imports = [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)]
      .map((match) => path.normalize(path.join(path.dirname(file), match[1] ?? '')))
      .filter((target) => existsSync(target));
    graph.set(file, imports);
  }
  return graph;
}

/** The groups of modules that reach each other (Tarjan's strongly connected components). */
function findCircles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    lowest.set(file, order.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!order.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file) ?? 0, lowest.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowest.set(file, Math.min(lowest.get(file) ?? 0, order.get(target) ?? 0));
      }
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}

/**
 * The graph between the folders directly under `root` (a file directly under it stands alone):
 * folder A imports folder B when one of A's files imports one of B's.
 */
function toFolderGraph(graph: Map<string, string[]>, root: string): Map<string, string[]> {
  const folderOf = (file: string) => file.split(path.sep).slice(0, 2).join('/');
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    if (!file.startsWith(root + path.sep)) continue;
    const from = folderOf(file);
    const reached = folders.get(from) ?? new Set<string>();
    for (const target of targets) {
      if (target.startsWith(root + path.sep) && folderOf(target) !== from) {
        reached.add(folderOf(target));
      }
    }
    folders.set(from, reached);
  }
  return new Map([...folders].map(([folder, reached]) => [folder, [...reached]]));
}

describe('imports', () => {
  it('never go round in a circle', () => {
    expect(findCircles(readImportGraph())).toEqual([]);
  });

  it('never go round in a circle between the folders of the server', () => {
    expect(findCircles(toFolderGraph(readImportGraph(), 'server'))).toEqual([]);
  });

  it('are read well enough to find a circle', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(findCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    const folders = new Map([
      ['server/chat/ask.ts', ['server/credits/allowance.ts']],
      ['server/credits/allowance.ts', ['server/credits/queries.ts']],
      ['server/credits/plan.ts', ['server/chat/usage.ts']],
      ['server/app.ts', ['server/chat/ask.ts']],
    ]);
    expect(findCircles(toFolderGraph(folders, 'server'))).toEqual([
      ['server/chat', 'server/credits'],
    ]);
    // The project's own graph is read: the app's builder imports many modules of its own.
    expect(readImportGraph().get(path.normalize('server/app.ts'))?.length).toBeGreaterThan(10);
  });
});
