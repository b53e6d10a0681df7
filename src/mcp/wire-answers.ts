/**
 * Output schemas of the tools whose answer is a system's wire shape that src/protocol still declares as a
 * TypeScript interface (tree, list, view, where, preview, syntax, inspect, dumps, inactive, activate, import
 * preview): the same fields, spelt as those interfaces spell them. Each goes once src/protocol holds the shape's
 * own schema (src/mcp/output-schemas.ts then takes that one).
 */
import { SapFlag, Type } from '../protocol/wire-schema.js';

const text = Type.String();
const count = Type.Integer();
const flag = Type.Boolean();
const optionalText = Type.Optional(Type.String());
const sapFlag = SapFlag;
const page = { limit: count, offset: count, total: count, has_more: flag, next_offset: count };

export const TreeAnswer = Type.Object({
  SUCCESS: flag,
  COMMAND: text,
  PACKAGE: text,
  MESSAGE: text,
  PARENT_PACKAGE: text,
  NODES: Type.Array(Type.Object({ PACKAGE: text, PARENT: text, DESCRIPTION: text, DEPTH: count, OBJECT_COUNT: count })),
  TOTAL_PACKAGES: count,
  TOTAL_OBJECTS: count,
  OBJECTS: Type.Array(Type.Object({ OBJECT: text, COUNT: count })),
  ERROR: text,
});

export const ListAnswer = Type.Object({
  SUCCESS: flag,
  COMMAND: text,
  PACKAGE: text,
  TOTAL: count,
  LIMIT: count,
  OFFSET: count,
  OBJECTS: Type.Array(Type.Object({ TYPE: text, NAME: text, KERNEL_GAPS: Type.Optional(count) })),
  BY_TYPE: Type.Array(Type.Object({ TYPE: text, COUNT: count })),
  ERROR: text,
});

const ViewSection = Type.Object({ suffix: text, description: text, method_name: text, file: text, lines: Type.Array(text), global_start: Type.Optional(count) });
const ViewComponent = Type.Object({ field: text, key: flag, type: text, length: count, dataelement: text, description: text });
export const ViewAnswer = Type.Object({
  success: flag,
  command: text,
  message: text,
  objects: Type.Array(
    Type.Object({
      name: text,
      type: text,
      type_text: text,
      description: text,
      source: text,
      definition: text,
      domain: optionalText,
      domain_type: optionalText,
      domain_length: Type.Optional(count),
      domain_decimals: Type.Optional(count),
      sections: Type.Optional(Type.Array(ViewSection)),
      not_found: flag,
      components: Type.Array(ViewComponent),
      kernel_gaps: Type.Optional(Type.Array(Type.Object({ name: text, file: text, line: count }))),
    }),
  ),
  summary: Type.Object({ total: count, by_type: Type.Array(text) }),
  error: text,
});

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
  pagination: Type.Object(page),
  error: text,
});

export const PreviewAnswer = Type.Object({
  success: flag,
  command: text,
  message: text,
  objects: Type.Array(
    Type.Object({
      name: text,
      type: text,
      type_text: text,
      row_count: count,
      total_rows: count,
      /** Each row: its fields' values by field name. */
      rows: Type.Array(Type.Unknown()),
      fields: Type.Array(Type.Object({ field: text, type: text, length: count })),
      columns_displayed: count,
      columns_hidden: Type.Array(text),
      not_found: flag,
      access_denied: flag,
      error: text,
    }),
  ),
  summary: Type.Object({ total_objects: count, total_rows: count }),
  pagination: Type.Object(page),
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
