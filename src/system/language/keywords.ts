/** Statement keywords offered at a statement's start, and the built-in ABAP types offered after TYPE. */
export const STATEMENT_KEYWORDS: readonly string[] = [
  'APPEND', 'ASSERT', 'ASSIGN', 'AUTHORITY-CHECK', 'CALL FUNCTION', 'CALL METHOD', 'CALL TRANSACTION', 'CASE', 'CATCH', 'CHECK',
  'CLASS', 'CLASS-DATA', 'CLASS-METHODS', 'CLEANUP', 'CLEAR', 'COLLECT', 'COMMIT WORK', 'CONCATENATE', 'CONDENSE', 'CONSTANTS',
  'CONTINUE', 'CREATE OBJECT', 'DATA', 'DELETE', 'DESCRIBE', 'DO', 'ELSE', 'ELSEIF', 'ENDCASE', 'ENDCLASS', 'ENDDO', 'ENDFORM',
  'ENDIF', 'ENDLOOP', 'ENDMETHOD', 'ENDSELECT', 'ENDTRY', 'ENDWHILE', 'EXIT', 'FIELD-SYMBOLS', 'FINAL', 'FIND', 'FORM', 'FREE',
  'IF', 'INCLUDE', 'INSERT', 'INTERFACE', 'INTERFACES', 'LOOP AT', 'MESSAGE', 'METHOD', 'METHODS', 'MODIFY', 'MOVE-CORRESPONDING',
  'PARAMETERS', 'PERFORM', 'RAISE', 'RAISE EXCEPTION', 'READ TABLE', 'REFRESH', 'REPLACE', 'REPORT', 'RETURN', 'ROLLBACK WORK',
  'SELECT', 'SELECT-OPTIONS', 'SET', 'SHIFT', 'SORT', 'SPLIT', 'START-OF-SELECTION', 'SUBMIT', 'TRANSLATE', 'TRY', 'TYPES',
  'UNASSIGN', 'UPDATE', 'WAIT', 'WHILE', 'WRITE',
];

export const BUILTIN_TYPES: readonly string[] = [
  'abap_bool', 'c', 'cursor', 'd', 'decfloat16', 'decfloat34', 'f', 'i', 'int8', 'n', 'p', 'ref to', 'string', 't', 'utclong', 'x', 'xstring',
];
