import type { DeckState } from '../../src/store/index.js';
import type { KeyScreen } from '../keys/binding.js';
import { listFilterBinding } from '../keys/list-filter-keys.js';
import { stepBindings } from '../keys/motion.js';

const noRequest = (s: DeckState) => (s.transports.requests.length > 0 ? undefined : 'no open transport request: n creates one');

export const transportsKeys: KeyScreen = {
  id: 'transports',
  title: '7 Transports',
  bindings: [
    ...stepBindings((s, delta) => s.transports.move(delta), 'request'),
    { keys: ['enter', 'space'], bar: 'objects', description: 'show or hide the tasks and objects of the request', run: (s) => s.transports.toggleExpanded(), disabled: noRequest },
    { keys: ['c'], bar: 'check', description: 'check the request: objects locked elsewhere, inactive objects and their errors', run: (s) => void s.transports.check(), disabled: noRequest },
    { keys: ['R'], bar: 'release', description: 'release the request (checked first; asks, showing the findings)', run: (s) => void s.transports.confirmRelease(), disabled: noRequest },
    { keys: ['n'], bar: 'new', description: 'create a workbench request (asks for its description)', run: (s) => s.ui.openPrompt('transportDescription') },
    { keys: ['a'], bar: 'mine/all', description: "my requests or every user's", run: (s) => s.transports.toggleScope() },
    listFilterBinding,
  ],
};
