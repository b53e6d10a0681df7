"! Enhancement framework: a composite enhancement implementation, which groups enhancement implementations and
"! other composites.
INTERFACE if_enh_composite PUBLIC.

  INTERFACES if_enh_object.
  INTERFACES if_enh_object_docu.

  METHODS get_composite_childs
    RETURNING
      VALUE(childs) TYPE enhcompositename_it.

  METHODS get_enh_childs
    RETURNING
      VALUE(childs) TYPE enhname_it.

  METHODS add_composite_child
    IMPORTING
      child TYPE enhcompositename
    RAISING
      cx_enh_root.

  METHODS add_enh_child
    IMPORTING
      child TYPE enhname
    RAISING
      cx_enh_root.

  METHODS get_longtext_id
    RETURNING
      VALUE(id) TYPE enhdocuobject.

  METHODS set_longtext_id
    IMPORTING
      id TYPE enhdocuobject.

ENDINTERFACE.
