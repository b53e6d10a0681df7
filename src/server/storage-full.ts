/**
 * A request whose write found the disk full is answered 507 Insufficient Storage, saying that nothing was changed
 * (the transaction was rolled back), instead of 500: the client may repeat it once there is space.
 */
import { transportErrors } from '../protocol/messages.js';
import { ServiceError } from './errors.js';

export { isStorageFull } from '../system/storage-full.js';

export function storageFullError(): ServiceError {
  return new ServiceError(507, transportErrors.storageFull);
}
