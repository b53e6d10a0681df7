/**
 * What an object is, for comparing versions: a hash of its abapGit files. The serializer is canonical,
 * so the same metadata and sources give the same bytes whichever route stored them.
 */
import { createHash } from 'node:crypto';
import { serializeObject } from '../abapgit/index.js';
import type { AbapObject } from '../objects.js';

export function contentHash(object: AbapObject): string {
  const hash = createHash('sha256');
  const files = serializeObject({ type: object.type, name: object.name, description: object.description, metadata: object.metadata, sources: object.sources });
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(file.path).update('\0').update(String(file.data.length)).update('\0').update(file.data);
  }
  return hash.digest('hex');
}
