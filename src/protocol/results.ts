/**
 * Wire shapes of the service's results, in the key spelling the service sends (protocol-notes: tree,
 * list and dump upper case; the others lower case). The client normalises whatever a server sends to
 * these shapes (see keys.ts): tree and list through their schemas (src/protocol/wire-schema.ts).
 */
import { Type, type Static } from './wire-schema.js';

export const TreeNode = Type.Object({
  PACKAGE: Type.String(),
  PARENT: Type.String(),
  DESCRIPTION: Type.String(),
  DEPTH: Type.Integer(),
  OBJECT_COUNT: Type.Integer(),
});
export type TreeNode = Static<typeof TreeNode>;

export const TypeCount = Type.Object({ OBJECT: Type.String(), COUNT: Type.Integer() });
export type TypeCount = Static<typeof TypeCount>;

/** The fields an upper-case answer starts with. */
const upperEnvelope = <C extends string>(command: C) => ({ SUCCESS: Type.Boolean(), COMMAND: Type.Literal(command) });

export const TreeResult = Type.Object({
  ...upperEnvelope('TREE'),
  PACKAGE: Type.String(),
  MESSAGE: Type.String(),
  PARENT_PACKAGE: Type.String(),
  NODES: Type.Array(TreeNode),
  TOTAL_PACKAGES: Type.Integer(),
  TOTAL_OBJECTS: Type.Integer(),
  OBJECTS: Type.Array(TypeCount),
  ERROR: Type.String(),
});
export type TreeResult = Static<typeof TreeResult>;

const packageName = Type.Optional(Type.String({ maxLength: 200 }));

// Only structure is checked here: every condition the spec gives a text for reaches the handler.
export const TreeRequest = Type.Object({
  package: packageName,
  depth: Type.Optional(Type.Integer()),
  include_objects: Type.Optional(Type.Boolean()),
});
export type TreeRequest = Static<typeof TreeRequest>;

export const ListRequest = Type.Object({
  package: packageName,
  type: packageName,
  name: packageName,
  limit: Type.Optional(Type.Integer()),
  offset: Type.Optional(Type.Integer()),
});
export type ListRequest = Static<typeof ListRequest>;

export const ListResult = Type.Object({
  ...upperEnvelope('LIST'),
  PACKAGE: Type.String(),
  TOTAL: Type.Integer(),
  LIMIT: Type.Integer(),
  OFFSET: Type.Integer(),
  /** KERNEL_GAPS (abapdeck): the object is activated with that many kernel gaps (standard names the embedded kernel lacks). */
  OBJECTS: Type.Array(Type.Object({ TYPE: Type.String(), NAME: Type.String(), KERNEL_GAPS: Type.Optional(Type.Integer()) })),
  BY_TYPE: Type.Array(Type.Object({ TYPE: Type.String(), COUNT: Type.Integer() })),
  ERROR: Type.String(),
});
export type ListResult = Static<typeof ListResult>;

/** Envelope of transport-level errors (protocol-notes): malformed body, auth, CSRF, unknown path, too large, internal. */
export interface ErrorEnvelope {
  success: false;
  command: string;
  error: string;
}

export interface HealthResult {
  status: 'OK';
  version: string;
  /** abapdeck's extensions the system offers; absent on systems of the public implementation. */
  capabilities?: string[];
}

export const treeLimits = { defaultDepth: 3, maxDepth: 10 } as const;
export const listLimits = { defaultLimit: 100, maxLimit: 1000 } as const;
/** Object types the list operation accepts (spec: List result). */
export const listableTypes = ['CLAS', 'INTF', 'PROG', 'FUGR', 'TABL', 'STRU', 'DTEL', 'TTYP', 'DDLS', 'DDLX'] as const;
