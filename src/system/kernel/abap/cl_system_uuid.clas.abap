"! UUIDs (random, version 4) as 16 bytes, 32 hexadecimal digits, or in the 22 and 26 character forms.
CLASS cl_system_uuid DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_system_uuid_static.

    TYPES sysuuid_x16 TYPE x LENGTH 16.
    TYPES sysuuid_c32 TYPE c LENGTH 32.
    TYPES sysuuid_c22 TYPE c LENGTH 22.
    TYPES sysuuid_c26 TYPE c LENGTH 26.

    CLASS-METHODS create_uuid_x16_static RETURNING VALUE(uuid) TYPE sysuuid_x16 RAISING cx_uuid_error.
    CLASS-METHODS create_uuid_c32_static RETURNING VALUE(uuid) TYPE sysuuid_c32 RAISING cx_uuid_error.
    CLASS-METHODS create_uuid_c22_static RETURNING VALUE(uuid) TYPE sysuuid_c22 RAISING cx_uuid_error.
    CLASS-METHODS create_uuid_c26_static RETURNING VALUE(uuid) TYPE sysuuid_c26 RAISING cx_uuid_error.
    CLASS-METHODS convert_uuid_x16_static
      IMPORTING
        uuid         TYPE sysuuid_x16
      EXPORTING
        uuid_c32     TYPE sysuuid_c32
        uuid_c22     TYPE sysuuid_c22
        uuid_c26     TYPE sysuuid_c26
      RAISING
        cx_uuid_error.

    CLASS-METHODS convert_uuid_c32_static
      IMPORTING
        uuid     TYPE sysuuid_c32
      EXPORTING
        uuid_x16 TYPE sysuuid_x16
      RAISING
        cx_uuid_error.

  PRIVATE SECTION.
    "! The 16 bytes written with an alphabet of 2^bits characters, most significant first.
    CLASS-METHODS radix
      IMPORTING
        uuid         TYPE sysuuid_x16
        alphabet     TYPE string
        bits         TYPE i
        width        TYPE i
      RETURNING
        VALUE(text)  TYPE string.

ENDCLASS.



CLASS cl_system_uuid IMPLEMENTATION.

  METHOD create_uuid_x16_static.
    WRITE '@KERNEL uuid.set(globalThis.crypto.randomUUID().replace(/-/g, "").toUpperCase());'.
  ENDMETHOD.

  METHOD create_uuid_c32_static.
    uuid = create_uuid_x16_static( ).
  ENDMETHOD.

  METHOD create_uuid_c22_static.
    convert_uuid_x16_static( EXPORTING uuid = create_uuid_x16_static( ) IMPORTING uuid_c22 = uuid ).
  ENDMETHOD.

  METHOD create_uuid_c26_static.
    convert_uuid_x16_static( EXPORTING uuid = create_uuid_x16_static( ) IMPORTING uuid_c26 = uuid ).
  ENDMETHOD.

  METHOD radix.
    WRITE '@KERNEL let n = BigInt("0x" + uuid.get()); const base = BigInt(2 ** bits.get()); let out = "";'.
    WRITE '@KERNEL for (let i = 0; i < width.get(); i++) { out = alphabet.get()[Number(n % base)] + out; n = n / base; }'.
    WRITE '@KERNEL text.set(out);'.
  ENDMETHOD.

  METHOD convert_uuid_x16_static.
    uuid_c32 = uuid.
    uuid_c22 = radix( uuid = uuid bits = 6 width = 22
                      alphabet = `0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$` ).
    uuid_c26 = radix( uuid = uuid bits = 5 width = 26 alphabet = `0123456789ABCDEFGHIJKLMNOPQRSTUV` ).
  ENDMETHOD.

  METHOD convert_uuid_c32_static.
    IF NOT matches( val = uuid regex = `^[0-9A-Fa-f]{32}$` ).
      RAISE EXCEPTION TYPE cx_uuid_error.
    ENDIF.
    uuid_x16 = to_upper( uuid ).
  ENDMETHOD.

  METHOD if_system_uuid_static~create_uuid_x16.
    uuid = create_uuid_x16_static( ).
  ENDMETHOD.

  METHOD if_system_uuid_static~create_uuid_c32.
    uuid = create_uuid_c32_static( ).
  ENDMETHOD.

  METHOD if_system_uuid_static~create_uuid_c22.
    uuid = create_uuid_c22_static( ).
  ENDMETHOD.

  METHOD if_system_uuid_static~create_uuid_c26.
    uuid = create_uuid_c26_static( ).
  ENDMETHOD.

ENDCLASS.
