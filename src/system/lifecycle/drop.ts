/**
 * POST /drop: deletes one object. Its versions stay in history (an undo or a pull brings it back); the
 * deletion is recorded on a transport where the package needs one (the given request, else the user's
 * open drop request, else a new one). An object locked in another user's open request is refused.
 */
import { formatType, isLocalPackage } from '../objects.js';
import { routeOrigin } from '../repository/origins.js';
import type { EmbeddedSystem } from '../system.js';
import { TransportStore } from '../transports/index.js';
import { messages } from '../../protocol/messages.js';
import { transportMessages as texts, type DropRequest, type DropResult } from '../../protocol/transports.js';

export function dropObject(system: EmbeddedSystem, request: DropRequest, user: string): DropResult {
  const type = (request.object_type ?? '').trim().toUpperCase();
  const name = (request.object_name ?? '').trim().toUpperCase();
  const refuse = (error: string): DropResult => ({ success: '', error });
  if (!type || !name) return refuse(texts.objectRequired);
  // structures are TABL in files and STRU in the object directory
  const directoryType = type === 'TABL' && !system.objects.entry('TABL', name) && system.objects.entry('STRU', name) ? 'STRU' : type;
  const entry = system.objects.entry(directoryType, name);
  if (!entry) return refuse(texts.objectNotFound(type, name));
  const store = new TransportStore(system.db, system.sid);
  const lock = store.lockedByOther(formatType(directoryType), name, user);
  if (lock) return refuse(texts.dropLocked(type, name, lock.number, lock.owner));
  const given = (request.transport_request ?? '').trim().toUpperCase();
  const transportable = !isLocalPackage(entry.package);
  if (given && transportable) {
    const found = store.get(given);
    if (!found) return refuse(messages.transportNotFound(given));
    if (found.status !== 'D') return refuse(messages.transportReleased(given));
  }
  const transport = system.db.transaction(() => {
    let number = '';
    if (transportable) {
      // an object the user's open request holds is deleted in that request
      const placement = store.place([{ type: formatType(directoryType), name }], user, given, () => (store.openRequest(user, texts.dropDescription) ?? store.create(user, texts.dropDescription)).number);
      number = placement.numberOf({ type: formatType(directoryType), name });
      placement.record();
    }
    system.objects.remove(directoryType, name, { user, origin: routeOrigin('drop'), transport: number });
    return number;
  })();
  const problems = system.activation.announce({ activated: [], deleted: [{ type: directoryType, name }] });
  const message = transport ? texts.droppedOn(type, name, transport) : texts.dropped(type, name);
  return {
    success: 'X',
    object: name,
    type,
    message: problems.length > 0 ? `${message}; ${problems.map((p) => p.text).join('; ')}` : message,
    ...(transport ? { transport } : {}),
  };
}
