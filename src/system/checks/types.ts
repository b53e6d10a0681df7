/**
 * Inputs and results of the checks engine. Syntax, inspect and where-used results are the wire's own
 * types (src/protocol/checks.ts): one vocabulary for the system, the service and the client.
 */

export type * from '../../protocol/checks.js';
import type { KernelGap } from './kernel-gaps.js';
export type { KernelGap };

export interface InspectObject {
  type: string;
  name: string;
}

/** An error that keeps a pulled object from being activated. */
export interface ActivationError {
  /** abapGit file name the error lies in, '' when it belongs to no file. */
  file: string;
  line: number;
  text: string;
}

/** Errors per object key "<TYPE> <NAME>"; objects without errors have no entry. */
export type ActivationErrors = Map<string, ActivationError[]>;

/** Kernel gaps per object key (kernel-gaps.ts); objects without gaps have no entry. */
export type ActivationGaps = Map<string, KernelGap[]>;

/** What the activation check of objects found: errors keep an object inactive, gaps do not. */
export interface ActivationCheck {
  errors: ActivationErrors;
  gaps: ActivationGaps;
}
