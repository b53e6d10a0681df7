/**
 * `kernel gaps` on the wire (GET /deck/kernel-gaps, src/protocol/kernel-gaps.ts): one schema per shape.
 */
import { KERNEL_GAPS_COMMAND } from './kernel-gaps.js';
import { Type, type Static } from './wire-schema.js';

/** One object's use of a gap. */
export const KernelGapUse = Type.Object({
  obj_type: Type.String(),
  obj_name: Type.String(),
  /** Line of the first use in the object's file. */
  line: Type.Integer(),
  file: Type.String(),
});
export type KernelGapUse = Static<typeof KernelGapUse>;

/** GET /deck/kernel-gaps?package=P: every gap the objects of a package (or of the linked repositories) use, most used first. */
export const KernelGapsResult = Type.Object({
  success: Type.Boolean(),
  command: Type.Literal(KERNEL_GAPS_COMMAND),
  message: Type.String(),
  package: Type.String(),
  gaps: Type.Array(Type.Object({ name: Type.String(), object_count: Type.Integer(), objects: Type.Array(KernelGapUse) })),
});
export type KernelGapsResult = Static<typeof KernelGapsResult>;
