"! The layout settings of an ALV output: the key that stored layouts are saved under, whether a default
"! layout may be saved, the save restriction and the layout to start with. The embedded system keeps no
"! stored layouts; the settings are kept and read back.
CLASS cl_salv_layout DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS set_key IMPORTING value TYPE salv_s_layout_key.
    METHODS get_key RETURNING VALUE(value) TYPE salv_s_layout_key.
    METHODS set_default IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS get_default RETURNING VALUE(value) TYPE abap_bool.
    METHODS set_save_restriction IMPORTING value TYPE i DEFAULT 3.
    METHODS get_save_restriction RETURNING VALUE(value) TYPE i.
    METHODS set_initial_layout IMPORTING value TYPE slis_vari.
    METHODS get_initial_layout RETURNING VALUE(value) TYPE slis_vari.

  PRIVATE SECTION.
    DATA key TYPE salv_s_layout_key.
    DATA default TYPE abap_bool.
    DATA save_restriction TYPE i VALUE 3.
    DATA initial_layout TYPE slis_vari.

ENDCLASS.



CLASS cl_salv_layout IMPLEMENTATION.

  METHOD set_key.
    key = value.
  ENDMETHOD.

  METHOD get_key.
    value = key.
  ENDMETHOD.

  METHOD set_default.
    default = value.
  ENDMETHOD.

  METHOD get_default.
    value = default.
  ENDMETHOD.

  METHOD set_save_restriction.
    save_restriction = value.
  ENDMETHOD.

  METHOD get_save_restriction.
    value = save_restriction.
  ENDMETHOD.

  METHOD set_initial_layout.
    initial_layout = value.
  ENDMETHOD.

  METHOD get_initial_layout.
    value = initial_layout.
  ENDMETHOD.

ENDCLASS.
