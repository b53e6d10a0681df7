import type { FastifyRequest } from '#fastify';
import type { Session } from './sessions.js';

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
