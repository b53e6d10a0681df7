"! Enhancement framework: the short text of an enhancement object.
INTERFACE if_enh_object_docu PUBLIC.

  METHODS get_shorttext
    RETURNING
      VALUE(shorttext) TYPE string.

  METHODS set_shorttext
    IMPORTING
      shorttext TYPE string.

ENDINTERFACE.
