import type { TreeNode, TreeResult } from '../protocol/results.js';
import { ensureSuccess } from './connection.js';
import type { SliceContext } from './types.js';
import { currentLayout } from './ui.js';

/** One visible line of the package tree. */
export interface TreeRow {
  pkg: string;
  level: number;
  description: string;
  objectCount: number;
  expanded: boolean;
  /** Known to have subpackages; null while its children have not been loaded. */
  expandable: boolean | null;
  loading: boolean;
}

interface TreeData {
  roots: string[];
  nodes: Record<string, TreeNode>;
  /** Subpackages of a package, once loaded. */
  children: Record<string, string[]>;
  expanded: Record<string, boolean>;
  loading: Record<string, boolean>;
  /** The package under the cursor. */
  selected: string;
}

export interface TreeSlice {
  tree: TreeData & {
    /** Loads the start packages (called once connected). */
    loadRoots(): Promise<void>;
    /** Opens a package by name (`:pkg`): loads it if unknown, expands its ancestors, selects it. */
    reveal(pkg: string): Promise<void>;
    expand(pkg?: string): Promise<void>;
    collapse(): void;
    toggle(): Promise<void>;
    move(delta: number): void;
    moveTo(position: 'first' | 'last' | number): void;
    page(direction: 1 | -1, fraction?: number): void;
    /** Enter: the selected package's objects, in the object pane. */
    openSelected(): void;
    refresh(): Promise<void>;
  };
}

/** Levels fetched per call: a package, its subpackages, and theirs (so every shown row knows whether it expands). */
export const treeLoadDepth = 2;

/** The visible rows of the tree: roots and the children of expanded packages, depth-first. */
export function treeRows(tree: TreeData): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (pkg: string, level: number) => {
    const node = tree.nodes[pkg];
    const kids = tree.children[pkg];
    const expanded = !!tree.expanded[pkg] && kids !== undefined;
    rows.push({
      pkg,
      level,
      description: node?.DESCRIPTION ?? '',
      objectCount: node?.OBJECT_COUNT ?? 0,
      expanded,
      expandable: kids === undefined ? null : kids.length > 0,
      loading: !!tree.loading[pkg],
    });
    if (expanded) for (const kid of kids) walk(kid, level + 1);
  };
  for (const root of tree.roots) walk(root, 0);
  return rows;
}

let memo: { key: TreeData | undefined; parts: unknown[]; rows: TreeRow[] } = { key: undefined, parts: [], rows: [] };

/** treeRows, recomputed only when the tree's structure changed (not on every cursor move). */
export function visibleTreeRows(tree: TreeData): TreeRow[] {
  const parts = [tree.roots, tree.nodes, tree.children, tree.expanded, tree.loading];
  if (memo.parts.length === parts.length && memo.parts.every((p, i) => p === parts[i])) return memo.rows;
  memo = { key: tree, parts, rows: treeRows(tree) };
  return memo.rows;
}

/** Merges one tree result: its nodes, and the children lists of the levels the result covers completely. */
export function mergeTree(data: Pick<TreeData, 'nodes' | 'children'>, result: TreeResult, depth: number): Pick<TreeData, 'nodes' | 'children'> {
  const nodes = { ...data.nodes };
  const children = { ...data.children };
  const byParent = new Map<string, string[]>();
  for (const node of result.NODES) {
    nodes[node.PACKAGE] = node;
    if (node.DEPTH > 0) byParent.set(node.PARENT, [...(byParent.get(node.PARENT) ?? []), node.PACKAGE]);
  }
  for (const node of result.NODES) {
    if (node.DEPTH < depth) children[node.PACKAGE] = (byParent.get(node.PACKAGE) ?? []).sort();
  }
  return { nodes, children };
}

export function createTreeSlice({ get, patch, deps }: SliceContext): TreeSlice {
  let followTimer: NodeJS.Timeout | undefined;

  const load = async (pkg: string): Promise<TreeResult | undefined> => {
    patch('tree', (t) => ({ loading: { ...t.loading, [pkg]: true } }));
    const result = await get().connection.call(`tree ${pkg}`, async (backend) =>
      ensureSuccess(await backend.tree({ package: pkg, depth: treeLoadDepth, include_objects: false })),
      // the package again, so that its nodes land in the tree
      { retry: () => load(pkg), read: true },
    );
    patch('tree', (t) => {
      const loading = { ...t.loading };
      delete loading[pkg];
      return result ? { loading, ...mergeTree(t, result, treeLoadDepth) } : { loading };
    });
    return result;
  };

  /** The object list follows the tree's cursor, a moment after the cursor stops. */
  const follow = () => {
    clearTimeout(followTimer);
    const delay = deps.followDelayMillis ?? 150;
    const show = () => {
      const selected = get().tree.selected;
      if (selected && get().objects.package !== selected) void get().objects.show(selected);
    };
    if (delay <= 0) show();
    else followTimer = setTimeout(show, delay);
  };

  const select = (pkg: string) => {
    if (get().tree.selected === pkg) return;
    patch('tree', { selected: pkg });
    follow();
  };

  return {
    tree: {
      roots: deps.roots ?? [],
      nodes: {},
      children: {},
      expanded: {},
      loading: {},
      selected: '',

      async loadRoots() {
        const roots = get().tree.roots;
        if (roots.length === 0) {
          get().connection.notify('no package open: type :pkg <name> to open one');
          return;
        }
        const results = await Promise.all(roots.map(async (root) => [root, await load(root)] as const));
        const found = results.filter(([, result]) => result).map(([root]) => root);
        patch('tree', (t) => ({
          roots: t.roots.filter((r) => found.includes(r) || !results.some(([root]) => root === r)),
          expanded: { ...t.expanded, ...Object.fromEntries(found.slice(0, 1).map((r) => [r, true])) },
        }));
        if (!get().tree.selected && found[0]) {
          // the first package shown that has objects of its own (a root holding only subpackages would open on an empty list)
          const withObjects = visibleTreeRows(get().tree).find((row) => row.objectCount > 0);
          select(withObjects?.pkg ?? found[0]);
        }
      },

      async reveal(pkg) {
        const name = pkg.toUpperCase();
        if (!get().tree.nodes[name]) {
          const result = await load(name);
          if (!result) return;
          patch('tree', (t) => ({ roots: t.roots.includes(name) ? t.roots : [...t.roots, name] }));
        }
        // Expand every known ancestor so that the package is visible.
        const expanded = { ...get().tree.expanded };
        let parent = get().tree.nodes[name]?.PARENT;
        while (parent && get().tree.nodes[parent]) {
          expanded[parent] = true;
          parent = get().tree.nodes[parent]?.PARENT;
        }
        patch('tree', { expanded });
        select(name);
        get().ui.focusPane('tree');
      },

      async expand(pkg = get().tree.selected) {
        if (!pkg) return;
        patch('tree', (t) => ({ expanded: { ...t.expanded, [pkg]: true } }));
        if (!get().tree.children[pkg]) await load(pkg);
        // Children of the new level must know whether they expand in turn.
        const unknown = (get().tree.children[pkg] ?? []).filter((kid) => !get().tree.children[kid]);
        if (unknown.length > 0) await load(pkg);
      },

      collapse() {
        const { selected, expanded, nodes } = get().tree;
        if (expanded[selected]) {
          patch('tree', { expanded: { ...expanded, [selected]: false } });
          return;
        }
        const parent = nodes[selected]?.PARENT;
        if (parent && nodes[parent] && visibleTreeRows(get().tree).some((r) => r.pkg === parent)) select(parent);
      },

      async toggle() {
        const { selected, expanded } = get().tree;
        if (expanded[selected]) get().tree.collapse();
        else await get().tree.expand(selected);
      },

      move(delta) {
        const rows = visibleTreeRows(get().tree);
        if (rows.length === 0) return;
        const index = Math.max(0, rows.findIndex((r) => r.pkg === get().tree.selected));
        select(rows[Math.min(rows.length - 1, Math.max(0, index + delta))]!.pkg);
      },

      moveTo(position) {
        const rows = visibleTreeRows(get().tree);
        if (rows.length === 0) return;
        const index = position === 'first' ? 0 : position === 'last' ? rows.length - 1 : Math.min(rows.length - 1, Math.max(0, position));
        select(rows[index]!.pkg);
      },

      page(direction, fraction = 1) {
        get().tree.move(direction * Math.max(1, Math.floor(currentLayout(get().ui, get().drawer.open).treeRows * fraction)));
      },

      openSelected() {
        const pkg = get().tree.selected;
        if (!pkg) return;
        clearTimeout(followTimer);
        if (get().objects.package !== pkg) void get().objects.show(pkg);
        get().ui.open('objects');
      },

      async refresh() {
        const { roots, expanded } = get().tree;
        patch('tree', { nodes: {}, children: {} });
        await Promise.all(roots.map((r) => load(r)));
        for (const pkg of Object.keys(expanded).filter((p) => expanded[p] && !roots.includes(p))) {
          if (get().tree.nodes[pkg] && !get().tree.children[pkg]) await load(pkg);
        }
        const pkg = get().tree.selected;
        if (pkg) void get().objects.show(pkg);
      },
    },
  };
}
