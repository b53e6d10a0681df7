import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDemoSystemAt } from '../../support/demo-template.js';
import { EmbeddedSystem } from '../../../src/system/system.js';
import type { AbapObject, MetadataRecord } from '../../../src/system/objects.js';

export interface DemoSystem {
  system: EmbeddedSystem;
  close(): void;
}

/** A demo system in a temporary data folder (closed and removed by close()). */
export function openDemoSystem(): DemoSystem {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-reading-'));
  const system = openDemoSystemAt(dataDir);
  return {
    system,
    close() {
      system.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Saves objects as active versions and announces their activation (tables get their database tables). */
export function activate(system: EmbeddedSystem, pkg: string, objects: AbapObject[]): void {
  system.db.transaction(() => {
    for (const object of objects) system.objects.save(object, pkg, 'A', 'DEVELOPER');
  })();
  const stored = objects.map((o) => system.objects.get(o.type === 'TABL' && isStructure(o) ? 'STRU' : o.type, o.name)!);
  const problems = system.activation.announce({ activated: stored, deleted: [] });
  if (problems.length > 0) throw new Error(`activation problems: ${JSON.stringify(problems)}`);
}

function isStructure(object: AbapObject): boolean {
  return (object.metadata['DD02V'] as MetadataRecord | undefined)?.['TABCLASS'] === 'INTTAB';
}

/** A copy of the customizing table ZDEMO_FARE_RULE under another name, with another delivery class. */
export function fareRuleCopy(system: EmbeddedSystem, name: string, deliveryClass: string): AbapObject {
  const original = system.objects.get('TABL', 'ZDEMO_FARE_RULE')!;
  const header = { ...(original.metadata['DD02V'] as MetadataRecord), TABNAME: name, CONTFLAG: deliveryClass };
  return { type: 'TABL', name, description: `Copy of the fare rules (${deliveryClass})`, metadata: { ...original.metadata, DD02V: header }, sources: {} };
}

/** An access control (no demo object has one). */
export const accessControl: AbapObject = {
  type: 'DCLS',
  name: 'ZDEMO_DCL_BOOKING',
  description: 'Demo: Booking access',
  metadata: { DCLS: { DCLNAME: 'ZDEMO_DCL_BOOKING', DCLLANGUAGE: 'E', DDTEXT: 'Demo: Booking access' } },
  sources: {
    asdcls:
      "@EndUserText.label: 'Demo: Booking access'\r\n@MappingRole: true\r\ndefine role ZDEMO_DCL_BOOKING {\r\n  grant select on ZC_DEMO_BOOKING\r\n    where CarrierId = 'ZA';\r\n}\r\n",
  },
};

/** A class enhancement (its code in the `abap` part). */
export const classEnhancement: AbapObject = {
  type: 'ENHO',
  name: 'ZDEMO_ENH_FARE',
  description: 'Demo: Fare enhancement',
  metadata: { TOOL: 'CLASENH', SHORTTEXT: 'Demo: Fare enhancement', CLASS: 'ZCL_DEMO_FARE_CALCULATOR' },
  sources: { abap: 'CLASS lcl_zdemo_enh_fare DEFINITION DEFERRED.\nCLASS zcl_demo_fare_calculator DEFINITION LOCAL FRIENDS lcl_zdemo_enh_fare.\n' },
};

/** A metadata extension: listed in the object directory, not read by view. */
export const metadataExtension: AbapObject = {
  type: 'DDLX',
  name: 'ZC_DEMO_BOOKING_EXT',
  description: 'Demo: Booking annotations',
  metadata: {},
  sources: {},
};
