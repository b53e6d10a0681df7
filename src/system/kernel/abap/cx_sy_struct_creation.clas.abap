CLASS cx_sy_struct_creation DEFINITION PUBLIC INHERITING FROM cx_sy_type_creation CREATE PUBLIC.

  PUBLIC SECTION.
    CONSTANTS no_components TYPE sotr_conc VALUE 'KERNEL_STRUCT_NO_COMPONENTS'.
    CONSTANTS illegal_name TYPE sotr_conc VALUE 'KERNEL_STRUCT_ILLEGAL_NAME'.
    CONSTANTS duplicate_name TYPE sotr_conc VALUE 'KERNEL_STRUCT_DUPLICATE_NAME'.
    CONSTANTS illegal_type TYPE sotr_conc VALUE 'KERNEL_STRUCT_ILLEGAL_TYPE'.

    DATA component_name TYPE string READ-ONLY.

    METHODS constructor
      IMPORTING
        textid         LIKE textid OPTIONAL
        previous       LIKE previous OPTIONAL
        component_name TYPE string OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_struct_creation IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous ).
    me->component_name = component_name.
  ENDMETHOD.

  METHOD default_text.
    CASE textid.
      WHEN no_components.
        result = 'A structure must have at least one component'.
      WHEN illegal_name.
        result = |The component name { component_name } is not valid|.
      WHEN duplicate_name.
        result = |The component name { component_name } is used more than once|.
      WHEN illegal_type.
        result = |The component { component_name } has no type|.
      WHEN OTHERS.
        result = 'A structure type cannot be created'.
    ENDCASE.
  ENDMETHOD.

ENDCLASS.
