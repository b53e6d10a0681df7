CLASS cx_sy_dyn_call_illegal_method DEFINITION PUBLIC INHERITING FROM cx_sy_dyn_call_error CREATE PUBLIC.

  PUBLIC SECTION.
    "! Text ids (the embedded system's own ids: SAP's are OTR keys of its system).
    CONSTANTS cx_sy_dyn_call_illegal_method TYPE sotr_conc VALUE 'ABAPDECK_DYN_CALL_ILLEGAL_METHOD'.
    CONSTANTS private_method TYPE sotr_conc VALUE 'ABAPDECK_DYN_CALL_PRIVATE_METHOD'.
    CONSTANTS protected_method TYPE sotr_conc VALUE 'ABAPDECK_DYN_CALL_PROTECT_METHOD'.
    DATA classname TYPE string.
    DATA methodname TYPE string.

    METHODS constructor
      IMPORTING
        textid     LIKE textid OPTIONAL
        previous   LIKE previous OPTIONAL
        classname  LIKE classname OPTIONAL
        methodname LIKE methodname OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_dyn_call_illegal_method IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid     = textid
      previous   = previous ).
    me->classname = classname.
    me->methodname = methodname.
  ENDMETHOD.

  METHOD default_text.
    CASE textid.
      WHEN private_method.
        result = |The method { methodname } of { classname } is private and cannot be called here|.
      WHEN protected_method.
        result = |The method { methodname } of { classname } is protected and cannot be called here|.
      WHEN OTHERS.
        result = |The method { methodname } of { classname } cannot be called|.
    ENDCASE.
  ENDMETHOD.

ENDCLASS.
