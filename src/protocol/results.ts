/**
 * Wire shapes of the service's results, in the key spelling the service sends (protocol-notes: tree,
 * list and dump upper case; the others lower case). The client normalises whatever a server sends to
 * these shapes (see keys.ts).
 */

export interface TreeNode {
  PACKAGE: string;
  PARENT: string;
  DESCRIPTION: string;
  DEPTH: number;
  OBJECT_COUNT: number;
}

export interface TypeCount {
  OBJECT: string;
  COUNT: number;
}

export interface TreeResult {
  SUCCESS: boolean;
  COMMAND: 'TREE';
  PACKAGE: string;
  MESSAGE: string;
  PARENT_PACKAGE: string;
  NODES: TreeNode[];
  TOTAL_PACKAGES: number;
  TOTAL_OBJECTS: number;
  OBJECTS: TypeCount[];
  ERROR: string;
}

export interface TreeRequest {
  package?: string;
  depth?: number;
  include_objects?: boolean;
}

export interface ListRequest {
  package?: string;
  type?: string;
  name?: string;
  limit?: number;
  offset?: number;
}

export interface ListResult {
  SUCCESS: boolean;
  COMMAND: 'LIST';
  PACKAGE: string;
  TOTAL: number;
  LIMIT: number;
  OFFSET: number;
  /** KERNEL_GAPS (abapdeck): the object is activated with that many kernel gaps (standard names the embedded kernel lacks). */
  OBJECTS: Array<{ TYPE: string; NAME: string; KERNEL_GAPS?: number }>;
  BY_TYPE: Array<{ TYPE: string; COUNT: number }>;
  ERROR: string;
}

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
