/**
 * The profile pane: the last measured run (x or u with profiling on, T) as three views — the hit list
 * (statements by own time, the longest first), the call tree (expanded and collapsed node by node) and the SQL
 * trace (its findings, then the distinct statements) — each a list whose Enter opens the row's statement in the
 * source pane at its line. The measurements are the drawer's (drawer.measured); the pane keeps which view, the
 * cursor of each and the tree's open nodes.
 */
import type { ProfileCallNode, ProfileStatement, RunMeasurements, SqlFinding, SqlTraceGroup } from '../protocol/profile.js';
import { placeOf } from './profile-lines.js';
import type { FindingPlace } from './drawer.js';
import type { SliceContext } from './types.js';
import { currentLayout } from './ui.js';

export const profileViews = ['hits', 'tree', 'sql'] as const;
export type ProfileView = (typeof profileViews)[number];
export const profileViewTitles: Record<ProfileView, string> = { hits: 'hit list', tree: 'call tree', sql: 'SQL trace' };

/** A row of the call tree as shown: the node, how deep it is, its path of child indexes ("0.2.1"). */
export interface TreeRow {
  node: ProfileCallNode;
  depth: number;
  key: string;
  open: boolean;
}

export type SqlRow = { kind: 'finding'; finding: SqlFinding } | { kind: 'group'; group: SqlTraceGroup };

interface ProfileData {
  view: ProfileView;
  cursor: Record<ProfileView, number>;
  /** The call tree's open nodes, by key. */
  expanded: string[];
  /** The measurements the views were set up for (a new run starts them afresh). */
  shownOf: RunMeasurements | undefined;
  /** The drawer's title of the run they are of. */
  title: string;
}

export interface ProfileSlice {
  profile: ProfileData & {
    /** Shows the drawer's last measured run (afresh when it is a new one). */
    sync(): void;
    /** `:profile` and M in the source pane: the pane on the last measured run; says so when there is none. */
    open(): void;
    setView(view: ProfileView): void;
    nextView(step: 1 | -1): void;
    move(delta: number): void;
    moveTo(position: 'first' | 'last'): void;
    page(direction: 1 | -1, fraction?: number): void;
    /** Opens the selected node of the call tree (open: true), closes it (false), or switches it (undefined). */
    expand(open?: boolean): void;
    /** Enter: the row's statement in the source pane, at its line. */
    openSelected(): void;
  };
}

/** The run's statements by own time, the longest first (ties: as the system listed them). */
export function hitRows(measured: RunMeasurements | undefined): ProfileStatement[] {
  return [...(measured?.profile?.statements ?? [])].sort((a, b) => b.own_ms - a.own_ms);
}

/** The call tree's rows as shown: each node, and the children of the open ones. */
export function treeRows(measured: RunMeasurements | undefined, expanded: readonly string[]): TreeRow[] {
  const open = new Set(expanded);
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly ProfileCallNode[], depth: number, prefix: string) => {
    nodes.forEach((node, index) => {
      const key = prefix ? `${prefix}.${index}` : String(index);
      const isOpen = open.has(key) && node.children.length > 0;
      rows.push({ node, depth, key, open: isOpen });
      if (isOpen) walk(node.children, depth + 1, key);
    });
  };
  walk(measured?.profile?.call_tree ?? [], 0, '');
  return rows;
}

/** The SQL trace's rows: its findings first, then the distinct statements by total time. */
export function sqlRows(measured: RunMeasurements | undefined): SqlRow[] {
  const trace = measured?.sql_trace;
  if (!trace) return [];
  return [
    ...trace.findings.map((finding): SqlRow => ({ kind: 'finding', finding })),
    ...[...trace.groups].sort((a, b) => b.total_ms - a.total_ms).map((group): SqlRow => ({ kind: 'group', group })),
  ];
}

export function rowCount(measured: RunMeasurements | undefined, view: ProfileView, expanded: readonly string[]): number {
  const trace = measured?.sql_trace;
  if (view === 'hits') return measured?.profile?.statements.length ?? 0;
  return view === 'tree' ? treeRows(measured, expanded).length : trace ? trace.findings.length + trace.groups.length : 0;
}

/** Where the row at the cursor of a view lies. */
export function placeOfRow(measured: RunMeasurements | undefined, view: ProfileView, index: number, expanded: readonly string[]): FindingPlace | undefined {
  if (view === 'hits') {
    const statement = hitRows(measured)[index];
    return statement && placeOf(statement.file, statement.line);
  }
  if (view === 'tree') {
    const row = treeRows(measured, expanded)[index];
    return row && placeOf(row.node.file, row.node.line);
  }
  const row = sqlRows(measured)[index];
  if (!row) return undefined;
  const at = row.kind === 'finding' ? row.finding : row.group;
  return placeOf(at.file, at.line);
}

const fresh = (): Pick<ProfileData, 'view' | 'cursor' | 'expanded'> => ({ view: 'hits', cursor: { hits: 0, tree: 0, sql: 0 }, expanded: [] });

export function createProfileSlice({ get, patch }: SliceContext): ProfileSlice {
  const visibleRows = () => Math.max(1, currentLayout(get().ui, get().drawer.open).mainRows - 1);
  const count = () => {
    const p = get().profile;
    return rowCount(p.shownOf, p.view, p.expanded);
  };
  const setCursor = (index: number) => {
    const p = get().profile;
    const next = Math.max(0, Math.min(Math.max(0, count() - 1), index));
    patch('profile', { cursor: { ...p.cursor, [p.view]: next } });
  };

  return {
    profile: {
      ...fresh(),
      shownOf: undefined,
      title: '',

      sync() {
        const measured = get().drawer.measured;
        if (measured === get().profile.shownOf) return;
        // a run with an SQL trace and no profile opens on its trace
        patch('profile', { ...fresh(), ...(measured && !measured.profile && measured.sql_trace ? { view: 'sql' as const } : {}), shownOf: measured, title: get().drawer.title });
      },

      open() {
        if (!get().drawer.measured) return get().connection.notify('no measured run yet: T in the source pane turns profiling on, then x or u', 'error');
        get().profile.sync();
        get().ui.open('profile');
      },

      setView(view) {
        patch('profile', { view });
      },

      nextView(step) {
        const index = profileViews.indexOf(get().profile.view);
        patch('profile', { view: profileViews[(index + step + profileViews.length) % profileViews.length]! });
      },

      move(delta) {
        setCursor(get().profile.cursor[get().profile.view] + delta);
      },

      moveTo(position) {
        setCursor(position === 'first' ? 0 : Number.MAX_SAFE_INTEGER);
      },

      page(direction, fraction = 1) {
        setCursor(get().profile.cursor[get().profile.view] + direction * Math.max(1, Math.floor(visibleRows() * fraction)));
      },

      expand(open) {
        const p = get().profile;
        if (p.view !== 'tree') return;
        const rows = treeRows(p.shownOf, p.expanded);
        const row = rows[p.cursor.tree];
        if (!row) return;
        const isOpen = p.expanded.includes(row.key);
        if (open === false && !isOpen) {
          // closing a closed node goes to its parent
          const parent = row.key.includes('.') ? row.key.slice(0, row.key.lastIndexOf('.')) : undefined;
          const index = parent === undefined ? -1 : rows.findIndex((r) => r.key === parent);
          if (index >= 0) patch('profile', { cursor: { ...p.cursor, tree: index } });
          return;
        }
        if (row.node.children.length === 0) return;
        const wanted = open ?? !isOpen;
        if (wanted === isOpen) return;
        patch('profile', { expanded: wanted ? [...p.expanded, row.key] : p.expanded.filter((key) => key !== row.key && !key.startsWith(`${row.key}.`)) });
      },

      openSelected() {
        const p = get().profile;
        const place = placeOfRow(p.shownOf, p.view, p.cursor[p.view], p.expanded);
        if (!place) return get().connection.notify('no statement with a place at the cursor', 'error');
        void get().source.reveal(place);
        get().ui.open('source');
      },
    },
  };
}
