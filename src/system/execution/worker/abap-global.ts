/**
 * The one runtime instance of a work process. Transpiled modules reach it as the global `abap`; the
 * work-process code declares it here once.
 */
import type { ABAP } from '@abaplint/runtime';

declare global {
  // eslint-disable-next-line no-var
  var abap: ABAP;
}

export {};
