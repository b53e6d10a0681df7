import type { EmbeddedSystem } from '../../src/system/system.js';
import type { AbapObject } from '../../src/system/objects.js';

export function addPackage(system: EmbeddedSystem, name: string, parent = '', description = `${name} package`): void {
  system.packages.save({ name, parent, description, softwareComponent: name.startsWith('$') ? 'LOCAL' : 'HOME', metadata: {} }, 'DEVELOPER');
}

export function addObject(system: EmbeddedSystem, pkg: string, type: string, name: string, extra: Partial<AbapObject> = {}): void {
  system.objects.save({ type, name, description: `${name} description`, metadata: {}, sources: {}, ...extra }, pkg, 'A', 'DEVELOPER');
}

/** Saves the objects active in ZDEMO_TOOLS and announces their activation, which must report no problem. */
export function activateInDemoTools(system: EmbeddedSystem, objects: readonly AbapObject[]): void {
  for (const object of objects) system.objects.save(object, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
  const problems = system.activation.announce({ activated: objects.map((object) => system.objects.get(object.type, object.name)!), deleted: [] });
  if (problems.length > 0) throw new Error(`activation reported problems: ${JSON.stringify(problems)}`);
}

/** A small hierarchy: ZROOT with ZROOT_A (with ZROOT_A_X) and ZROOT_B, and objects of several types. */
export function smallHierarchy(system: EmbeddedSystem): void {
  system.db.transaction(() => {
    addPackage(system, 'ZROOT', '', 'Root');
    addPackage(system, 'ZROOT_A', 'ZROOT', 'Part A');
    addPackage(system, 'ZROOT_A_X', 'ZROOT_A', 'Deep');
    addPackage(system, 'ZROOT_B', 'ZROOT', 'Part B');
    addPackage(system, '$LOCAL', '', 'Local');
    addObject(system, 'ZROOT', 'CLAS', 'ZCL_ROOT');
    addObject(system, 'ZROOT', 'INTF', 'ZIF_ROOT');
    for (let i = 1; i <= 12; i++) addObject(system, 'ZROOT_A', 'CLAS', `ZCL_A_${String(i).padStart(2, '0')}`);
    addObject(system, 'ZROOT_A', 'PROG', 'ZA_REPORT');
    addObject(system, 'ZROOT_A', 'TABL', 'ZA_TABLE', { metadata: { DD02V: { TABNAME: 'ZA_TABLE', TABCLASS: 'TRANSP' } } });
    addObject(system, 'ZROOT_A', 'TABL', 'ZA_STRUCT', { metadata: { DD02V: { TABNAME: 'ZA_STRUCT', TABCLASS: 'INTTAB' } } });
    addObject(system, 'ZROOT_A_X', 'DTEL', 'ZA_DTEL');
    addObject(system, 'ZROOT_B', 'FUGR', 'ZB_GROUP');
  })();
}
