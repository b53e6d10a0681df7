INTERFACE if_aunit_constants PUBLIC.

  CONSTANTS:
    BEGIN OF severity,
      low    TYPE int1 VALUE 0,
      medium TYPE int1 VALUE 1,
      high   TYPE int1 VALUE 2,
    END OF severity.

  CONSTANTS:
    BEGIN OF quit,
      no      TYPE int1 VALUE 0,
      test    TYPE int1 VALUE 1,
      class   TYPE int1 VALUE 2,
      program TYPE int1 VALUE 3,
    END OF quit.

  " names of older releases, still found in test code
  CONSTANTS tolerable TYPE int1 VALUE 0.
  CONSTANTS critical TYPE int1 VALUE 1.
  CONSTANTS fatal TYPE int1 VALUE 2.
  CONSTANTS no TYPE int1 VALUE 0.
  CONSTANTS method TYPE int1 VALUE 1.
  CONSTANTS class TYPE int1 VALUE 2.
  CONSTANTS program TYPE int1 VALUE 3.

ENDINTERFACE.
