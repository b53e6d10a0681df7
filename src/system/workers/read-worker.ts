/**
 * The repository reader's thread (repository-reader.ts): reads a pull's files as abapGit objects (XML parsing
 * of every file) off the service's event loop. Nothing here touches a database.
 */
import { readRepository, type RepositoryContent } from '../abapgit/index.js';
import type { ReadTask } from './repository-reader.js';

export default function readRepositoryTask(task: ReadTask): RepositoryContent {
  // Buffers arrive as plain Uint8Arrays: the same bytes, seen as a Buffer again
  const files = task.files.map(({ path, data }) => ({ path, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) }));
  return readRepository(files, task.rootPackage);
}
