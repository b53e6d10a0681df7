import { sectionAt } from './source-lines.js';
import type { DeckState } from './types.js';
import { paneSpec } from './pane-spec.js';

/**
 * Where the focus is, as a path (shown under the tabs; Esc walks it back): each pane's registry entry says
 * its own — the package, the object, the section; the table and its condition; the dump list and the dump.
 */
export function breadcrumb(state: DeckState): string[] {
  const pane = paneSpec(state.ui.panes, state.ui.focus);
  return pane?.breadcrumb?.(state) ?? [pane?.title.toLowerCase() ?? ''];
}

function packagePath(state: DeckState, pkg: string): string[] {
  const path: string[] = [];
  for (let name: string | undefined = pkg; name && path.length < 12; name = state.tree.nodes[name]?.PARENT || undefined) path.unshift(name);
  return path;
}

export function treeBreadcrumb(state: DeckState): string[] {
  return state.tree.selected ? packagePath(state, state.tree.selected) : ['packages'];
}

export function objectsBreadcrumb(state: DeckState): string[] {
  const { objects } = state;
  const filter = [objects.typeCycle, objects.filterText && `/${objects.filterText}`].filter(Boolean).join(' ');
  const selected = objects.selectedObject();
  return [...(objects.package ? packagePath(state, objects.package) : ['objects']), ...(filter ? [filter] : []), ...(selected ? [selected.NAME] : [])];
}

/** The package an object is in, from the view's description ('<Kind> <name> in <package>'); '' when it has none. */
export function packageOfView(description: string | undefined): string {
  return /\bin (\S+)\s*$/.exec(description ?? '')?.[1]?.toUpperCase() ?? '';
}

export function sourceBreadcrumb(state: DeckState): string[] {
  const { source } = state;
  if (!source.object) return ['source'];
  const section = source.view ? sectionAt(source.view, source.cursor) : undefined;
  // the object's own package (an object opened by name or from a dump is not in the list of pane 2)
  const pkg = source.result?.name.toUpperCase() === source.object.name ? packageOfView(source.result.description) : '';
  return [...(pkg ? packagePath(state, pkg) : []), source.object.name, ...(section ? [section.methodName || section.suffix] : [])];
}

export function previewBreadcrumb(state: DeckState): string[] {
  const { preview } = state;
  if (!preview.object) return ['preview'];
  const mode = preview.mode === 'record' ? [`record ${preview.row + 1}`] : preview.mode === 'columns' ? ['columns'] : [];
  return [preview.object.name, ...(preview.where ? [`WHERE ${preview.where}`] : []), ...mode];
}

export function dumpsBreadcrumb(state: DeckState): string[] {
  const { dumps } = state;
  return ['dumps', dumps.filterLabel, ...(dumps.detail ? [`${dumps.detail.ERROR} ${dumps.detail.DATE} ${dumps.detail.TIME}`] : [])];
}
