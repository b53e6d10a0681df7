import type { DeckState } from '../../src/store/index.js';
import { isPreviewable } from '../../src/store/objects.js';
import type { KeyScreen } from '../keys/binding.js';
import { whereUsedBinding } from '../keys/where-used-keys.js';
import { editorBindings } from '../keys/editor-keys.js';
import { motionBindings } from '../keys/motion.js';

const noObject = (s: DeckState) => (s.objects.selectedObject() ? undefined : 'no object selected');

export const objectsKeys: KeyScreen = {
  id: 'objects',
  title: '2 Objects',
  bindings: [
    ...motionBindings((s) => s.objects, 'object'),
    { keys: ['enter'], bar: 'open', description: 'open the object in the source pane (view --full)', run: (s) => s.objects.openSelected(), disabled: noObject },
    { keys: ['/'], bar: 'filter', description: 'filter as you type: a name pattern (FARE, ZCL_*), re:<expression> or !<text> (not matching), type codes (clas intf) and !<type> to leave one out (!dtel)', run: (s) => s.ui.openPrompt('filter', s.objects.filterText) },
    { keys: ['t'], bar: 'type', description: 'cycle the type filter through the types of the package', run: (s) => s.objects.cycleType(1) },
    { keys: ['T'], description: 'cycle the type filter backwards', run: (s) => s.objects.cycleType(-1) },
    {
      keys: ['p'],
      bar: 'preview',
      description: 'preview the rows of a table or CDS view',
      run: (s) => s.objects.previewSelected(),
      disabled: (s) => {
        const row = s.objects.selectedObject();
        if (!row) return 'no object selected';
        return isPreviewable(row.TYPE) ? undefined : `${row.TYPE} ${row.NAME} has no rows: only tables and CDS views can be previewed`;
      },
    },
    { keys: ['x'], bar: 'run', description: 'run the class or report (asks first)', run: (s) => s.drawer.confirmRun(s.objects.selectedRef()!), disabled: noObject },
    { keys: ['u'], bar: 'unit', description: "run the class's unit tests", run: (s) => void s.drawer.unit(s.objects.selectedRef()!), disabled: noObject },
    { keys: ['c'], bar: 'check', description: 'syntax check of the object', run: (s) => void s.drawer.syntax(s.objects.selectedRef()!), disabled: noObject },
    { keys: ['i'], bar: 'inspect', description: 'inspect the object', run: (s) => void s.drawer.inspect(s.objects.selectedRef()!), disabled: noObject },
    ...editorBindings((s) => s.objects.selectedRef(), noObject),
    whereUsedBinding((s) => s.objects.selectedRef(), noObject),
  ],
};
