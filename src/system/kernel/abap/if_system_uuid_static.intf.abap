INTERFACE if_system_uuid_static PUBLIC.
  METHODS create_uuid_x16
    RETURNING
      VALUE(uuid) TYPE xstring
    RAISING
      cx_uuid_error.
  METHODS create_uuid_c32
    RETURNING
      VALUE(uuid) TYPE string
    RAISING
      cx_uuid_error.
  METHODS create_uuid_c22
    RETURNING
      VALUE(uuid) TYPE string
    RAISING
      cx_uuid_error.
  METHODS create_uuid_c26
    RETURNING
      VALUE(uuid) TYPE string
    RAISING
      cx_uuid_error.
ENDINTERFACE.
