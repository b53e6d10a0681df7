/**
 * Transport requests, drop and inactive objects on the wire (protocol-notes: "Endpoints the spec leaves
 * open" — transport and drop, lower-case keys — and abapdeck's extensions for inactive objects, upper case).
 * The request bodies and the answers of transport and drop are one schema each: the service validates the bodies
 * with them, the client reads the answers through them in any key spelling.
 */
import { optionalText as boundedText } from './body-fields.js';
import { SapFlag, Type, type Static } from './wire-schema.js';

export type TransportAction = 'list' | 'create' | 'check' | 'release';
export type TransportScope = 'mine' | 'task' | 'all';
export type TransportType = 'workbench' | 'customizing';

export const TransportRequestBody = Type.Object({ action: boundedText(20), scope: boundedText(20), type: boundedText(20), description: boundedText(200), number: boundedText(30) });
export type TransportRequestBody = Static<typeof TransportRequestBody>;

export const TransportListEntry = Type.Object({
  number: Type.String(),
  description: Type.String(),
  owner: Type.String(),
  date: Type.String(),
  /** abapdeck: users with a task on the request, and the objects recorded. */
  tasks: Type.Optional(Type.Array(Type.String())),
  objects: Type.Optional(Type.Array(Type.Object({ obj_type: Type.String(), obj_name: Type.String() }))),
});
export type TransportListEntry = Static<typeof TransportListEntry>;

/**
 * The request a picker offers first: the open request that already holds one of the objects (as SAP reuses
 * the request an object is locked in); undefined when none does.
 */
export function holdingRequest(requests: ReadonlyArray<Pick<TransportListEntry, 'number' | 'objects'>>, objectNames: readonly string[]): string | undefined {
  const names = new Set(objectNames.map((name) => name.toUpperCase()));
  return requests.find((request) => request.objects?.some((object) => names.has(object.obj_name.toUpperCase())))?.number;
}

export const TransportIssue = Type.Object({
  type: Type.Union([Type.Literal('E'), Type.Literal('W')]),
  obj_type: Type.String(),
  obj_name: Type.String(),
  text: Type.String(),
});
export type TransportIssue = Static<typeof TransportIssue>;

const maybeText = Type.Optional(Type.String());

export const TransportResult = Type.Object({
  success: SapFlag,
  action: Type.String(),
  scope: Type.Optional(Type.Union([Type.Literal('mine'), Type.Literal('task'), Type.Literal('all')])),
  transports: Type.Optional(Type.Array(TransportListEntry)),
  number: maybeText,
  passed: Type.Optional(Type.Boolean()),
  issues: Type.Optional(Type.Array(TransportIssue)),
  message: Type.String(),
  error: maybeText,
});
export type TransportResult = Static<typeof TransportResult>;

export const DropRequest = Type.Object({ object_type: boundedText(10), object_name: boundedText(200), transport_request: boundedText(30) });
export type DropRequest = Static<typeof DropRequest>;

export const DropResult = Type.Object({ success: SapFlag, object: maybeText, type: maybeText, message: maybeText, transport: maybeText, error: maybeText });
export type DropResult = Static<typeof DropResult>;

/** POST /inactive: mine (the default) or all. */
export const InactiveRequest = Type.Object({ scope: boundedText(10) });
export type InactiveRequest = Static<typeof InactiveRequest>;

/** POST /activate: the objects by name. */
export const ActivateRequest = Type.Object({ objects: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 10_000 }) });
export type ActivateRequest = Static<typeof ActivateRequest>;

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
