/**
 * Output schemas of the tools whose answer is a system's wire shape that src/protocol still declares as a
 * TypeScript interface (where, syntax, inspect, dumps, inactive, activate, import preview): the same fields, spelt as those interfaces spell them. Each goes once src/protocol holds the shape's
 * own schema (src/mcp/output-schemas.ts then takes that one).
 */
import { Pagination } from '../protocol/pagination.js';
import { SapFlag, Type } from '../protocol/wire-schema.js';

const text = Type.String();
const count = Type.Integer();
const flag = Type.Boolean();
const optionalText = Type.Optional(Type.String());
const sapFlag = SapFlag;

export const WhereAnswer = Type.Object({
  success: flag,
  command: text,
  message: text,
  objects: Type.Array(
    Type.Object({
      name: text,
      type: text,
      references: Type.Array(
        Type.Object({ object: text, object_type: text, include_name: text, method_name: text, include_type: text, package: text, line: count, program: text }),
      ),
      count: count,
      not_found: flag,
      error: text,
    }),
  ),
  summary: Type.Object({ total_objects: count, total_references: count }),
  pagination: Pagination,
  error: text,
});

const SyntaxMessage = { line: count, column: Type.Optional(count), text, include: optionalText };
export const SyntaxAnswer = Type.Object({
  success: flag,
  command: text,
  message: text,
  results: Type.Array(
    Type.Object({
      object_type: text,
      object_name: text,
      success: flag,
      error_count: count,
      warning_count: Type.Optional(count),
      errors: Type.Array(Type.Object({ ...SyntaxMessage, word: optionalText })),
      warnings: Type.Array(Type.Object({ ...SyntaxMessage, severity: optionalText, code: optionalText, name: optionalText })),
      message: text,
    }),
  ),
});

const InspectMessage = Type.Object({ line: text, message: text, sobjname: text, method_name: text });
/** inspect answers a list: it is the `result` of the structured content. */
export const InspectAnswer = Type.Object({
  result: Type.Array(
    Type.Object({
      success: sapFlag,
      object_type: text,
      object_name: text,
      error_count: count,
      errors: Type.Array(Type.Object({ line: text, column: text, text, word: text, sobjname: text, method_name: text })),
      warnings: Type.Array(InspectMessage),
      infos: Type.Array(InspectMessage),
    }),
  ),
});

export const DumpsAnswer = Type.Object({
  SUCCESS: flag,
  COMMAND: text,
  MESSAGE: text,
  TOTAL: count,
  DUMPS: Type.Array(
    Type.Object({
      ID: text,
      UTC_TIMESTAMP: text,
      DATE: text,
      TIME: text,
      USER: text,
      PROGRAM: text,
      OBJECT: text,
      ERROR: text,
      EXCEPTION: text,
      PACKAGE: text,
      HOST: text,
      WHAT_HAPPENED: optionalText,
      ERROR_ANALYSIS: optionalText,
      SOURCE_LINE: Type.Optional(count),
      SOURCE_INCLUDE: optionalText,
      CALL_STACK: Type.Optional(Type.Array(Type.Object({ LEVEL: count, CLASS: text, METHOD: text, PROGRAM: text, INCLUDE: text, LINE: count }))),
      SOURCE_FILE: optionalText,
      SOURCE_FILE_LINE: Type.Optional(count),
    }),
  ),
  ERROR: text,
});

export const InactiveAnswer = Type.Object({
  SUCCESS: sapFlag,
  COMMAND: text,
  OBJECTS: Type.Array(
    Type.Object({ OBJ_TYPE: text, OBJ_NAME: text, PACKAGE: text, USER: text, CHANGED_AT: text, ERRORS: Type.Array(Type.Object({ TEXT: text, FILE: text, LINE: count })) }),
  ),
  ERROR: text,
});

export const ActivateAnswer = Type.Object({
  SUCCESS: sapFlag,
  COMMAND: text,
  MESSAGE: text,
  ACTIVATED_OBJECTS: Type.Array(Type.Object({ OBJ_TYPE: text, OBJ_NAME: text })),
  FAILED_OBJECTS: Type.Array(Type.Object({ OBJ_TYPE: text, OBJ_NAME: text, TEXT: text })),
  ERROR: text,
});

export const ImportPreviewAnswer = Type.Object({
  SUCCESS: sapFlag,
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
