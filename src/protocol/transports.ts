/**
 * Transport requests, drop and inactive objects on the wire (protocol-notes: "Endpoints the spec leaves
 * open" — transport and drop, lower-case keys — and abapdeck's extensions for inactive objects, upper case).
 */

export type TransportAction = 'list' | 'create' | 'check' | 'release';
export type TransportScope = 'mine' | 'task' | 'all';
export type TransportType = 'workbench' | 'customizing';

export interface TransportRequestBody {
  action?: string;
  scope?: string;
  type?: string;
  description?: string;
  number?: string;
}

export interface TransportListEntry {
  number: string;
  description: string;
  owner: string;
  date: string;
  /** abapdeck: users with a task on the request, and the objects recorded. */
  tasks?: string[];
  objects?: Array<{ obj_type: string; obj_name: string }>;
}

/**
 * The request a picker offers first: the open request that already holds one of the objects (as SAP reuses
 * the request an object is locked in); undefined when none does.
 */
export function holdingRequest(requests: ReadonlyArray<Pick<TransportListEntry, 'number' | 'objects'>>, objectNames: readonly string[]): string | undefined {
  const names = new Set(objectNames.map((name) => name.toUpperCase()));
  return requests.find((request) => request.objects?.some((object) => names.has(object.obj_name.toUpperCase())))?.number;
}

export interface TransportIssue {
  type: 'E' | 'W';
  obj_type: string;
  obj_name: string;
  text: string;
}

export interface TransportResult {
  success: 'X' | '';
  action: string;
  scope?: TransportScope;
  transports?: TransportListEntry[];
  number?: string;
  passed?: boolean;
  issues?: TransportIssue[];
  message: string;
  error?: string;
}

export interface DropRequest {
  object_type?: string;
  object_name?: string;
  transport_request?: string;
}

export interface DropResult {
  success: 'X' | '';
  object?: string;
  type?: string;
  message?: string;
  transport?: string;
  error?: string;
}

export interface InactiveObject {
  OBJ_TYPE: string;
  OBJ_NAME: string;
  PACKAGE: string;
  USER: string;
  CHANGED_AT: string;
  ERRORS: Array<{ TEXT: string; FILE: string; LINE: number }>;
}

export interface InactiveResult {
  SUCCESS: 'X' | '';
  COMMAND: 'INACTIVE';
  OBJECTS: InactiveObject[];
  ERROR: string;
}

export interface ActivateResult {
  SUCCESS: 'X' | '';
  COMMAND: 'ACTIVATE';
  MESSAGE: string;
  ACTIVATED_OBJECTS: Array<{ OBJ_TYPE: string; OBJ_NAME: string }>;
  FAILED_OBJECTS: Array<{ OBJ_TYPE: string; OBJ_NAME: string; TEXT: string }>;
  ERROR: string;
}

/** Capability of the inactive-object routes in GET /health. */
export const inactiveCapability = 'inactive';

export const transportMessages = {
  invalidAction: (action: string) => `Invalid action: ${action} (list, create, check or release)`,
  invalidScope: (scope: string) => `Invalid scope: ${scope} (mine, task or all)`,
  invalidType: (type: string) => `Invalid type: ${type} (workbench or customizing)`,
  numberRequired: (action: string) => `number is required for ${action}`,
  descriptionRequired: 'description is required to create a transport request',
  created: (number: string) => `Transport request ${number} created`,
  checkPassed: (number: string) => `Transport request ${number} passed the check`,
  checkFailed: (number: string, count: number) => `Transport request ${number} has ${count} finding(s)`,
  released: (number: string) => `Transport request ${number} released`,
  notReleasable: (number: string, count: number) => `Transport request ${number} cannot be released: ${count} finding(s) of its check`,
  notOwner: (number: string, owner: string) => `Transport request ${number} belongs to ${owner}: only its owner releases it`,
  lockedElsewhere: (number: string, owner: string) => `locked in transport request ${number} of ${owner}`,
  /** A release refused for objects an older open request also holds: which, and what to release first. */
  notReleasableLocked: (number: string, locks: ReadonlyArray<{ object: string; number: string; owner: string; mine: boolean }>, others: number) =>
    `Transport request ${number} cannot be released: ${locks
      .map((lock) => `${lock.object} is also locked in the older request ${lock.number} of ${lock.owner}; ${lock.mine ? `release ${lock.number} first (abapdeck transport release ${lock.number})` : `${lock.owner} releases ${lock.number} first`}`)
      .join('; ')}${others > 0 ? `; and ${others} other finding(s) of its check` : ''}`,
  inactiveVersion: 'has an inactive version (activate it or pull its fix)',
  listed: (count: number) => `${count} open transport request(s)`,
  // drop
  objectRequired: 'object_type and object_name are required',
  objectNotFound: (type: string, name: string) => `Object ${type} ${name} not found`,
  dropped: (type: string, name: string) => `${type} ${name} deleted`,
  droppedOn: (type: string, name: string, number: string) => `${type} ${name} deleted, recorded on transport request ${number}`,
  dropLocked: (type: string, name: string, number: string, owner: string) => `${type} ${name} is locked in transport request ${number} of ${owner}`,
  dropDescription: 'abapdeck drop',
  // activate
  activateNothing: 'No inactive version of the named objects',
  activated: (count: number) => `${count} object(s) activated`,
  activateFailed: 'Activation completed with errors',
} as const;
