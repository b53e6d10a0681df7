import type { KeyScreen } from '../keys/binding.js';
import { motionBindings } from '../keys/motion.js';

export const treeKeys: KeyScreen = {
  id: 'tree',
  title: '1 Tree',
  bindings: [
    ...motionBindings((s) => s.tree, 'package'),
    { keys: ['l', 'right'], bar: 'expand', description: 'expand the package (subpackages load on demand)', run: (s) => void s.tree.expand() },
    { keys: ['h', 'left'], bar: 'collapse', description: 'collapse, or go to the parent package', run: (s) => s.tree.collapse() },
    { keys: ['space'], description: 'expand or collapse', run: (s) => void s.tree.toggle() },
    {
      keys: ['enter'],
      bar: 'objects',
      description: "open the package's objects in pane 2",
      run: (s) => s.tree.openSelected(),
      disabled: (s) => (s.tree.selected ? undefined : 'no package: type :pkg <name> to open one'),
    },
  ],
};
