/**
 * The TUI's panes, each one entry: its number key, title and area, its component, the key bindings it
 * hears (and lists in help), its own Esc levels, what it loads, its breadcrumb, and any state of its own. The
 * store, the app, the tabs, the key dispatch, the help overlay and README's key table all read this list;
 * adding a pane is adding an entry.
 */
import type { ComponentType } from 'react';
import type { DeckState, PaneSpec } from '../src/store/index.js';
import type { Layout } from '../src/store/layout.js';
import { dumpsBreadcrumb, objectsBreadcrumb, previewBreadcrumb, sourceBreadcrumb, treeBreadcrumb } from '../src/store/breadcrumb.js';
import { DebuggerPane } from './debugger/DebuggerPane.js';
import { debuggerKeys } from './debugger/debugger-keys.js';
import { DumpsPane } from './dumps/DumpsPane.js';
import { dumpDetailKeys, dumpsKeys } from './dumps/dumps-keys.js';
import type { KeyScreen } from './keys/binding.js';
import { ObjectsPane } from './objects/ObjectsPane.js';
import { objectsKeys } from './objects/objects-keys.js';
import { PreviewPane } from './preview/PreviewPane.js';
import { previewColumnsKeys, previewKeys, previewRecordKeys } from './preview/preview-keys.js';
import { SourcePane } from './source/SourcePane.js';
import { sourceKeys } from './source/source-keys.js';
import { TreePane } from './tree/TreePane.js';
import { TransportsPane } from './transports/TransportsPane.js';
import { transportsKeys } from './transports/transports-keys.js';
import { createTransportsSlice, visibleRequests } from '../src/store/transports.js';
import { treeKeys } from './tree/tree-keys.js';
import { DbviewPane } from './dbview/DbviewPane.js';
import { dbviewKeys } from './dbview/dbview-keys.js';
import { createDbviewSlice } from '../src/store/dbview.js';
import { WhereUsedPane } from './where-used/WhereUsedPane.js';
import { whereUsedKeys } from './where-used/where-used-keys.js';
import { createWhereUsedSlice } from '../src/store/where-used.js';
import { ProfilePane } from './profile/ProfilePane.js';
import { profileKeys } from './profile/profile-keys.js';
import { createProfileSlice, profileViewTitles } from '../src/store/profile.js';

export interface PaneEntry extends PaneSpec {
  component: ComponentType<{ layout: Layout; focused: boolean }>;
  /** Every key screen of the pane, in the order help and README list them. */
  keyScreens: KeyScreen[];
  /** The screen whose bindings the pane hears now (a pane with modes switches between its screens). */
  keys(state: DeckState): KeyScreen;
}

export const paneRegistry: PaneEntry[] = [
  {
    id: 'tree',
    number: 1,
    title: 'Tree',
    area: 'side',
    component: TreePane,
    keyScreens: [treeKeys],
    keys: () => treeKeys,
    reload: (s) => s.tree.refresh(),
    breadcrumb: treeBreadcrumb,
  },
  {
    id: 'objects',
    number: 2,
    title: 'Objects',
    area: 'side',
    component: ObjectsPane,
    keyScreens: [objectsKeys],
    keys: () => objectsKeys,
    back: (s) => s.objects.back(),
    reload: (s) => s.objects.refresh(),
    breadcrumb: objectsBreadcrumb,
  },
  {
    id: 'source',
    number: 3,
    title: 'Source',
    area: 'main',
    component: SourcePane,
    keyScreens: [sourceKeys],
    keys: () => sourceKeys,
    back: (s) => s.source.back(),
    reload: (s) => s.source.refresh(),
    breadcrumb: sourceBreadcrumb,
  },
  {
    id: 'preview',
    number: 4,
    title: 'Preview',
    area: 'main',
    component: PreviewPane,
    keyScreens: [previewKeys, previewRecordKeys, previewColumnsKeys],
    keys: (s) => (s.preview.mode === 'record' ? previewRecordKeys : s.preview.mode === 'columns' ? previewColumnsKeys : previewKeys),
    back: (s) => s.preview.back(),
    reload: (s) => s.preview.refresh(),
    breadcrumb: previewBreadcrumb,
  },
  {
    id: 'dumps',
    number: 5,
    title: 'Dumps',
    area: 'main',
    component: DumpsPane,
    keyScreens: [dumpsKeys, dumpDetailKeys],
    keys: (s) => (s.dumps.detail ? dumpDetailKeys : dumpsKeys),
    // the dump list loads the first time its pane is shown
    shown: (s) => s.dumps.ensureLoaded(),
    back: (s) => s.dumps.back(),
    reload: (s) => s.dumps.refresh(),
    breadcrumb: dumpsBreadcrumb,
  },
  {
    id: 'debugger',
    number: 6,
    title: 'Debugger',
    area: 'main',
    component: DebuggerPane,
    keyScreens: [debuggerKeys],
    keys: () => debuggerKeys,
  },
  {
    id: 'transports',
    number: 7,
    title: 'Transports',
    area: 'main',
    component: TransportsPane,
    keyScreens: [transportsKeys],
    keys: () => transportsKeys,
    shown: (s) => s.transports.ensureLoaded(),
    back: (s) => s.transports.back(),
    reload: (s) => s.transports.refresh(),
    breadcrumb: (s) => ['transports', s.transports.scope, ...(s.transports.filter ? [`/${s.transports.filter}`] : []), ...(visibleRequests(s.transports).includes(s.transports.cursor) ? [s.transports.requests[s.transports.cursor]!.number] : [])],
    listFilter: { text: (s) => s.transports.filter, set: (s, text) => s.transports.setFilter(text) },
    slice: createTransportsSlice,
  },
  {
    id: 'dbview',
    number: 8,
    title: 'DB views',
    area: 'main',
    component: DbviewPane,
    keyScreens: [dbviewKeys],
    keys: () => dbviewKeys,
    // the views of the tree's package load the first time the pane is shown
    shown: (s) => s.dbview.ensureLoaded(),
    back: (s) => s.dbview.back(),
    reload: (s) => s.dbview.refresh(),
    breadcrumb: (s) =>
      s.dbview.level === 'views'
        ? ['dbview', 'package', s.dbview.package]
        : ['dbview', 'schemas', ...(s.dbview.level !== 'schemas' ? [s.dbview.schema] : []), ...(s.dbview.level === 'fields' ? [s.dbview.table] : [])],
    listFilter: { text: (s) => s.dbview.filter[s.dbview.level], set: (s, text) => s.dbview.setFilter(text) },
    slice: createDbviewSlice,
  },
  {
    id: 'whereUsed',
    number: 9,
    title: 'Where-used',
    area: 'main',
    component: WhereUsedPane,
    keyScreens: [whereUsedKeys],
    keys: () => whereUsedKeys,
    back: (s) => s.whereUsed.back(),
    reload: (s) => s.whereUsed.refresh(),
    breadcrumb: (s) => ['where-used', ...(s.whereUsed.object ? [s.whereUsed.object.name] : [])],
    listFilter: { text: (s) => s.whereUsed.filter, set: (s, text) => s.whereUsed.setFilter(text) },
    slice: createWhereUsedSlice,
  },
  {
    // no number key (1 to 9 are taken): :profile, M in the source pane after a measured run, or Tab
    id: 'profile',
    number: 10,
    title: 'Profile',
    area: 'main',
    component: ProfilePane,
    keyScreens: [profileKeys],
    keys: () => profileKeys,
    shown: (s) => s.profile.sync(),
    breadcrumb: (s) => ['profile', ...(s.profile.title ? [s.profile.title] : []), profileViewTitles[s.profile.view]],
    slice: createProfileSlice,
  },
];

export function paneEntry(panes: readonly PaneSpec[], id: string): PaneEntry | undefined {
  return panes.find((pane) => pane.id === id) as PaneEntry | undefined;
}
