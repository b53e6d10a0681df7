import type { FastifyInstance, FastifyRequest } from '#fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { EmbeddedSystem } from '../system/system.js';
import type { Execution } from '../system/execution/index.js';
import type { DebuggerEngine } from '../system/debugger/index.js';
import type { Session, SessionStore } from './sessions.js';

/** The fastify instance every route registers on (bodies typed by their TypeBox schemas). */
export type ServiceApp = FastifyInstance<any, any, any, any, TypeBoxTypeProvider>;

/** What each route module is handed: the system and the service's parts. */
export interface RouteContext {
  system: EmbeddedSystem;
  sessions: SessionStore;
  version: string;
  /** Runtime build, work processes and short dumps of the system. */
  execution: Execution;
  /** Breakpoints, listeners and debuggees of the developer API's debugger. */
  debugger: DebuggerEngine;
  /** abapdeck's extension routes are served (and announced by /health). */
  extensions: boolean;
}

/** An authorisation a route needs: any one of the listed object/activity pairs suffices. */
export interface Requirement {
  anyOf: Array<{ object: string; activity: string }>;
}

export const requires = {
  developDisplay: { anyOf: [{ object: 'S_DEVELOP', activity: '03' }] },
  developChange: { anyOf: [{ object: 'S_DEVELOP', activity: '02' }] },
  tableDisplay: { anyOf: [{ object: 'S_TABU_DIS', activity: '03' }] },
  tableChange: { anyOf: [{ object: 'S_TABU_DIS', activity: '02' }] },
  execute: { anyOf: [{ object: 'S_PROGRAM', activity: '16' }, { object: 'S_ADT_RES', activity: '16' }] },
  debug: { anyOf: [{ object: 'S_ADT_RES', activity: '16' }] },
  dumps: { anyOf: [{ object: 'S_DEVELOP', activity: '03' }, { object: 'S_ABAP_DUMP', activity: '03' }] },
} satisfies Record<string, Requirement>;

export interface CallContext {
  client: string;
  user: string;
  session: Session;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** COMMAND of the route's error envelope. */
    command?: string;
    authorization?: Requirement;
    /**
     * The spec gives some routes their own answer for a missing authorisation (a 200 result); others get 403.
     * It may name what the request asked for (preview: 'Access denied to table: <name>' per object).
     */
    deniedResult?: (request: FastifyRequest) => unknown;
  }
  interface FastifyRequest {
    call: CallContext;
  }
}
