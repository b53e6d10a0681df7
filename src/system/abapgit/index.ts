/**
 * The abapGit file format, both directions: objects ↔ files (serializeObject, deserializeObjects),
 * repository trees ↔ packages and objects (readRepository, writeRepository) and `.abapgit.xml`.
 */
import type { AbapObject, GitFile } from '../objects.js';
import { readObjectGroups } from './object-io.js';

export { serializeObject } from './object-io.js';
export { readRepository, writeRepository, type RepositoryContent, type RepositoryInput } from './repository.js';
export {
  DOT_ABAPGIT_FILE_NAME,
  defaultDotAbapgit,
  isIgnored,
  parseDotAbapgit,
  serializeDotAbapgit,
  type DotAbapgit,
  type FolderLogic,
} from './dot-abapgit.js';
export { isStructure } from './serializers/tabl.js';
export { FUGR_INCLUDES_KEY } from './serializers/fugr.js';
export { HANA_VIEW_TYPES } from './serializers/hana-view.js';
export { SUPPORTED_TYPES } from './serializers/index.js';
export { AbapgitFormatError } from './xml/abapgit-xml.js';
export { FolderLogicError } from './folder-logic.js';

/**
 * Reads the objects in the files of one folder; files that cannot be read (unknown types, broken XML,
 * files no object uses) are reported in problems. A `package.devc.xml` becomes a DEVC object named
 * `packageName` (empty unless given: the file itself does not name its package).
 */
export function deserializeObjects(files: GitFile[], packageName = ''): { objects: AbapObject[]; problems: string[] } {
  const { objects, problems } = readObjectGroups(files, packageName);
  return { objects: objects.map(({ object }) => object), problems };
}
