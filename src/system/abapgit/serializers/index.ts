/** Every object type the abapGit format module reads and writes, by type code. */
import type { ObjectSerializer } from '../serializer.js';
import { clasSerializer } from './clas.js';
import { dclsSerializer } from './dcls.js';
import { ddlsSerializer } from './ddls.js';
import { devcSerializer } from './devc.js';
import { domaSerializer } from './doma.js';
import { dtelSerializer } from './dtel.js';
import { enhoSerializer } from './enho.js';
import { fugrSerializer } from './fugr.js';
import { attributeViewSerializer, calculationViewSerializer } from './hana-view.js';
import { intfSerializer } from './intf.js';
import { msagSerializer } from './msag.js';
import { progSerializer } from './prog.js';
import { tablSerializer } from './tabl.js';
import { ttypSerializer } from './ttyp.js';
import { tranSerializer } from './tran.js';
import { shlpSerializer } from './shlp.js';
import { w3miSerializer } from './w3mi.js';
import { enquSerializer } from './enqu.js';
import { xsltSerializer } from './xslt.js';

const SERIALIZERS: readonly ObjectSerializer[] = [
  clasSerializer, intfSerializer, progSerializer, fugrSerializer, tablSerializer, dtelSerializer, domaSerializer,
  ttypSerializer, msagSerializer, ddlsSerializer, dclsSerializer, enhoSerializer, devcSerializer,
  attributeViewSerializer, calculationViewSerializer, w3miSerializer, tranSerializer, shlpSerializer, enquSerializer,
  xsltSerializer,
];

const BY_TYPE = new Map(SERIALIZERS.map((serializer) => [serializer.type, serializer]));

/** The serializer of a type; STRU files (`<name>.stru.xml`) are structures, read and written as TABL. */
export function serializerFor(type: string): ObjectSerializer | undefined {
  return BY_TYPE.get(type === 'STRU' ? 'TABL' : type);
}

export const SUPPORTED_TYPES: readonly string[] = SERIALIZERS.map((serializer) => serializer.type);
