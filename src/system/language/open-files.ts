/**
 * The registry a language request reads: the active objects, with the objects of the files a client sends
 * laid over them (an open file wins over the system's version; the object's other files stay the system's).
 * Nothing is written to the long-lived registry: the view is thrown away after the request.
 */
import { ArtifactsObjects, MemoryFile, type IConfiguration, type IObject, type IRegistry } from '#abaplint/core';
import type { ActiveRegistry } from '../checks/active-registry.js';
import { OverlayRegistry } from '../checks/overlay-registry.js';
import { objectFromFileName, baseName } from '../../protocol/filenames.js';
import { objectKey } from '../objects.js';
import type { OpenFile } from '../../protocol/language.js';

/** The view of the active objects with the open files over them, under the given configuration. */
export function languageView(active: ActiveRegistry, files: readonly OpenFile[], config?: IConfiguration): IRegistry {
  const base = active.ready();
  if (files.length === 0 && !config) return base;
  return new OverlayRegistry(base, config ?? base.getConfig(), openObjects(base, files)).prepare();
}

/** One abaplint object per object the open files belong to; files of unknown shape are left out. */
export function openObjects(base: IRegistry, files: readonly OpenFile[]): IObject[] {
  const byObject = new Map<string, { type: string; name: string; files: Map<string, string> }>();
  for (const file of files) {
    const name = baseName(file.name).toLowerCase();
    const owner = objectFromFileName(name);
    if (!owner) continue;
    const key = objectKey(owner.type, owner.name);
    const entry = byObject.get(key) ?? { ...owner, files: new Map<string, string>() };
    entry.files.set(name, file.source);
    byObject.set(key, entry);
  }
  const objects: IObject[] = [];
  for (const { type, name, files: sent } of byObject.values()) {
    let object: IObject;
    try {
      object = ArtifactsObjects.newObject(name, type);
    } catch {
      continue;
    }
    const active = base.getObject(type, name);
    for (const file of active?.getFiles() ?? []) {
      if (!sent.has(file.getFilename().toLowerCase())) object.addFile(file);
    }
    for (const [fileName, source] of sent) object.addFile(new MemoryFile(fileName, source));
    objects.push(object);
  }
  return objects;
}
