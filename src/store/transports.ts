/**
 * The transports pane: my open transport requests (workbench, or all users' with `a`), each with its
 * tasks and objects; check, release (asked first, with the check's findings) and create. Also the objects
 * with an inactive version (marked in the objects pane) and their activation (`:activate`).
 */
import type { TransportIssue, TransportListEntry } from '../protocol/transports.js';
import { ResultError } from './connection.js';
import type { DrawerLine } from './drawer.js';
import type { SliceContext } from './types.js';
import { filteredIndexes, listFilter } from './list-filter.js';

export interface TransportsSlice {
  transports: {
    scope: 'mine' | 'all';
    requests: TransportListEntry[];
    loaded: boolean;
    cursor: number;
    /** The request whose tasks and objects are shown under it. */
    expanded: string;
    /** The last check's findings, by request. */
    findings: Record<string, TransportIssue[]>;
    /** Objects with an inactive version, as "TYPE NAME". */
    inactive: string[];
    /** The request a pull from here records on (flag-free: credentials file, ABAP_TRANSPORT, hook), '' when the system picks. */
    pullTransport: string;
    /** The `/` filter over the requests (list-filter.ts: their number, date, owner, description and objects). */
    filter: string;
    setFilter(text: string): void;
    back(): boolean;
    ensureLoaded(): void;
    refresh(): Promise<void>;
    move(delta: number): void;
    toggleExpanded(): void;
    toggleScope(): void;
    check(): Promise<void>;
    confirmRelease(): Promise<void>;
    create(description: string): Promise<void>;
    loadInactive(): Promise<void>;
    activate(names: string[]): Promise<void>;
  };
}

/** The requests the filter keeps, as indexes into the requests. */
export function visibleRequests(data: Pick<TransportsSlice['transports'], 'requests' | 'filter'>): number[] {
  const texts = data.requests.map((r) => [r.number, r.date, r.owner, r.description, ...(r.objects ?? []).map((o) => `${o.obj_type} ${o.obj_name}`)].join(' ').trim());
  return filteredIndexes(texts, listFilter(data.filter ?? ''));
}

/** The rows of the pane: a request, then (expanded) its tasks, objects and last findings. */
export function transportRows(data: Pick<TransportsSlice['transports'], 'requests' | 'expanded' | 'findings' | 'filter'>): Array<{ text: string; request: number; tone: 'normal' | 'dim' | 'error' }> {
  const rows: Array<{ text: string; request: number; tone: 'normal' | 'dim' | 'error' }> = [];
  const kept = new Set(visibleRequests(data));
  data.requests.forEach((request, index) => {
    if (!kept.has(index)) return;
    rows.push({ text: `${request.number}  ${request.date}  ${request.owner.padEnd(12)} ${request.description}`, request: index, tone: 'normal' });
    if (data.expanded !== request.number) return;
    if (request.tasks && request.tasks.length > 0) rows.push({ text: `    tasks: ${request.tasks.join(', ')}`, request: index, tone: 'dim' });
    for (const object of request.objects ?? []) rows.push({ text: `    ${object.obj_type} ${object.obj_name}`, request: index, tone: 'dim' });
    for (const issue of data.findings[request.number] ?? []) rows.push({ text: `    ✗ ${issue.obj_type} ${issue.obj_name}: ${issue.text}`, request: index, tone: 'error' });
  });
  return rows;
}

export function createTransportsSlice({ get, patch, deps }: SliceContext): TransportsSlice {
  const selected = () => get().transports.requests[get().transports.cursor];
  const drawer = (title: string, lines: DrawerLine[]) => get().drawer.show(title, lines);

  return {
    transports: {
      scope: 'mine',
      requests: [],
      loaded: false,
      cursor: 0,
      expanded: '',
      findings: {},
      inactive: [],
      pullTransport: '',

      ensureLoaded() {
        if (!get().transports.loaded) void get().transports.refresh();
      },

      async refresh() {
        const scope = get().transports.scope;
        void deps.sync
          ?.target()
          .then((target) => patch('transports', { pullTransport: target.transport ?? '' }))
          .catch(() => undefined);
        const result = await get().connection.call('transports', async (backend) => {
          const answer = await backend.transport({ action: 'list', scope });
          if (answer.success !== 'X') throw new ResultError(answer.error || answer.message);
          return answer;
        });
        if (!result) return;
        patch('transports', (cur) => ({ requests: result.transports ?? [], loaded: true, cursor: Math.min(cur.cursor, Math.max(0, (result.transports?.length ?? 1) - 1)) }));
      },

      filter: '',

      move(delta) {
        patch('transports', (cur) => {
          const visible = visibleRequests(cur);
          if (visible.length === 0) return {};
          const at = Math.max(0, visible.indexOf(cur.cursor));
          return { cursor: visible[Math.max(0, Math.min(visible.length - 1, at + delta))]! };
        });
      },

      setFilter(text) {
        patch('transports', (cur) => {
          const visible = visibleRequests({ requests: cur.requests, filter: text });
          return { filter: text, cursor: visible.includes(cur.cursor) ? cur.cursor : (visible[0] ?? 0) };
        });
      },

      back() {
        if (get().transports.filter.trim() === '') return false;
        get().transports.setFilter('');
        return true;
      },

      toggleExpanded() {
        const request = selected();
        if (request) patch('transports', (cur) => ({ expanded: cur.expanded === request.number ? '' : request.number }));
      },

      toggleScope() {
        patch('transports', (cur) => ({ scope: cur.scope === 'mine' ? ('all' as const) : ('mine' as const), cursor: 0, loaded: false }));
        void get().transports.refresh();
      },

      async check() {
        const request = selected();
        if (!request) return;
        const result = await get().connection.call(`check ${request.number}`, (backend) => backend.transport({ action: 'check', number: request.number }));
        if (!result) return;
        if (result.success !== 'X') return get().connection.notify(result.error || result.message, 'error');
        patch('transports', (cur) => ({ findings: { ...cur.findings, [request.number]: result.issues ?? [] }, expanded: request.number }));
        get().connection.notify(result.message, result.passed ? 'info' : 'error');
      },

      async confirmRelease() {
        if (get().connection.refuse('transport release')) return;
        const request = selected();
        if (!request) return;
        const check = await get().connection.call(`check ${request.number}`, (backend) => backend.transport({ action: 'check', number: request.number }));
        if (!check) return;
        const findings = check.issues ?? [];
        patch('transports', (cur) => ({ findings: { ...cur.findings, [request.number]: findings } }));
        if (check.success !== 'X' || !check.passed) {
          return get().connection.notify(`${request.number}: ${findings.length} finding(s) of its check: fix them before the release`, 'error');
        }
        get().ui.ask(`Release ${request.number}?`, `${request.description}: the check found nothing; released, it takes no more objects and frees their locks.`, () => {
          void get()
            .connection.call(`release ${request.number}`, (backend) => backend.transport({ action: 'release', number: request.number }))
            .then((result) => {
              if (!result) return;
              get().connection.notify(result.success === 'X' ? result.message : result.error || result.message, result.success === 'X' ? 'info' : 'error');
              void get().transports.refresh();
            });
        });
      },

      async create(description) {
        const text = description.trim();
        if (!text) return get().connection.notify('a new transport request needs a description', 'error');
        const result = await get().connection.call('create transport', (backend) => backend.transport({ action: 'create', description: text }));
        if (!result) return;
        get().connection.notify(result.success === 'X' ? result.message : result.error || result.message, result.success === 'X' ? 'info' : 'error');
        await get().transports.refresh();
      },

      async loadInactive() {
        void deps.sync
          ?.target()
          .then((target) => patch('transports', { pullTransport: target.transport ?? '' }))
          .catch(() => undefined);
        const result = await get().connection.call('inactive objects', (backend) => backend.inactive('mine'));
        if (result) patch('transports', () => ({ inactive: result.OBJECTS.map((o) => `${o.OBJ_TYPE} ${o.OBJ_NAME}`) }));
      },

      async activate(names) {
        if (names.length === 0) return get().connection.notify('activate: name the objects, or select one in the objects pane', 'error');
        const title = `activate ${names.join(', ')}`;
        get().drawer.begin(title);
        const result = await get().connection.call(title, (backend) => backend.activate(names));
        if (!result) return;
        drawer(title, [
          { text: `${result.SUCCESS === 'X' ? '✓' : '✗'} ${result.MESSAGE || result.ERROR}`, tone: result.SUCCESS === 'X' ? 'ok' : 'error' },
          ...result.ACTIVATED_OBJECTS.map((o) => ({ text: `  activated ${o.OBJ_TYPE} ${o.OBJ_NAME}`, tone: 'dim' as const })),
          ...result.FAILED_OBJECTS.map((o) => ({ text: `  ${o.OBJ_TYPE} ${o.OBJ_NAME}: ${o.TEXT}`, tone: 'error' as const })),
        ]);
        await get().transports.loadInactive();
      },
    },
  };
}
