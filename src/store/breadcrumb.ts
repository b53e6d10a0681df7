import { sectionAt } from './source-lines.js';
import type { DeckState } from './types.js';

/**
 * Where the focus is, as a path (shown under the tabs; Esc walks it back): the package, the object, the
 * section; the table and its condition; the dump list and the dump.
 */
export function breadcrumb(state: DeckState): string[] {
  const { ui, tree, objects, source, preview, dumps } = state;
  const packagePath = (pkg: string): string[] => {
    const path: string[] = [];
    for (let name: string | undefined = pkg; name && path.length < 12; name = tree.nodes[name]?.PARENT || undefined) path.unshift(name);
    return path;
  };
  switch (ui.focus) {
    case 'tree':
      return tree.selected ? packagePath(tree.selected) : ['packages'];
    case 'objects': {
      const filter = [objects.typeCycle, objects.filterText && `/${objects.filterText}`].filter(Boolean).join(' ');
      const selected = objects.selectedObject();
      return [...(objects.package ? packagePath(objects.package) : ['objects']), ...(filter ? [filter] : []), ...(selected ? [selected.NAME] : [])];
    }
    case 'source': {
      if (!source.object) return ['source'];
      const section = source.view ? sectionAt(source.view, source.cursor) : undefined;
      return [...(objects.package ? [objects.package] : []), source.object.name, ...(section ? [section.methodName || section.suffix] : [])];
    }
    case 'preview': {
      if (!preview.object) return ['preview'];
      const mode = preview.mode === 'record' ? [`record ${preview.row + 1}`] : preview.mode === 'columns' ? ['columns'] : [];
      return [preview.object.name, ...(preview.where ? [`WHERE ${preview.where}`] : []), ...mode];
    }
    case 'dumps':
      return ['dumps', dumps.filterLabel, ...(dumps.detail ? [`${dumps.detail.ERROR} ${dumps.detail.DATE} ${dumps.detail.TIME}`] : [])];
    case 'debugger':
      return ['debugger'];
  }
}
