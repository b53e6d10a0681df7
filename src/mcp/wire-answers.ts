/**
 * Output schemas of the tools whose answer is a system's wire shape that src/protocol still declares as a
 * TypeScript interface (inactive, activate, import preview): the same fields, spelt as those interfaces spell
 * them. Each goes once src/protocol holds the shape's own schema (src/mcp/output-schemas.ts then takes that one).
 */
import { SapFlag, Type } from '../protocol/wire-schema.js';

const text = Type.String();
const count = Type.Integer();
const optionalText = Type.Optional(Type.String());

export const InactiveAnswer = Type.Object({
  SUCCESS: SapFlag,
  COMMAND: text,
  OBJECTS: Type.Array(
    Type.Object({ OBJ_TYPE: text, OBJ_NAME: text, PACKAGE: text, USER: text, CHANGED_AT: text, ERRORS: Type.Array(Type.Object({ TEXT: text, FILE: text, LINE: count })) }),
  ),
  ERROR: text,
});

export const ActivateAnswer = Type.Object({
  SUCCESS: SapFlag,
  COMMAND: text,
  MESSAGE: text,
  ACTIVATED_OBJECTS: Type.Array(Type.Object({ OBJ_TYPE: text, OBJ_NAME: text })),
  FAILED_OBJECTS: Type.Array(Type.Object({ OBJ_TYPE: text, OBJ_NAME: text, TEXT: text })),
  ERROR: text,
});

export const ImportPreviewAnswer = Type.Object({
  SUCCESS: SapFlag,
  COMMAND: text,
  PACKAGE: optionalText,
  URL: optionalText,
  BRANCH: optionalText,
  ADDED: Type.Optional(Type.Array(text)),
  CHANGED: Type.Optional(Type.Array(text)),
  DELETED: Type.Optional(Type.Array(text)),
  UNCHANGED: Type.Optional(count),
  ERROR: text,
});
