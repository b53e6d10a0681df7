"! A check of the Code Inspector. The embedded system has no Code Inspector framework: checks run with
"! abaplint (inspect), so classes implementing this interface activate but are never run by it.
INTERFACE if_ci_test PUBLIC.
  METHODS query_attributes
    IMPORTING p_display     TYPE flag DEFAULT space
    RETURNING VALUE(p_break) TYPE flag.
  METHODS display_documentation.
  METHODS navigate.
ENDINTERFACE.
