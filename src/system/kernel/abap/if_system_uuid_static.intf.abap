"! UUIDs by static methods: CL_SYSTEM_UUID=>IF_SYSTEM_UUID_STATIC~CREATE_UUID_X16( ) and the others.
INTERFACE if_system_uuid_static PUBLIC.
  CLASS-METHODS create_uuid_x16
    RETURNING
      VALUE(uuid) TYPE xstring
    RAISING
      cx_uuid_error.
  CLASS-METHODS create_uuid_c32
    RETURNING
      VALUE(uuid) TYPE string
    RAISING
      cx_uuid_error.
  CLASS-METHODS create_uuid_c22
    RETURNING
      VALUE(uuid) TYPE string
    RAISING
      cx_uuid_error.
  CLASS-METHODS create_uuid_c26
    RETURNING
      VALUE(uuid) TYPE string
    RAISING
      cx_uuid_error.
ENDINTERFACE.
