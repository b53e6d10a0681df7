"! An ABAP SQL test environment: while it exists, the ABAP SQL statements of the code under test act
"! on doubles of the tables it was created for, filled with test data by the test.
INTERFACE if_osql_test_environment PUBLIC.

  TYPES ty_s_sobjname TYPE c LENGTH 40.
  TYPES ty_t_sobjnames TYPE STANDARD TABLE OF ty_s_sobjname WITH DEFAULT KEY.

  "! Writes the rows into the double of the table whose rows they are (the line type names the table).
  METHODS insert_test_data
    IMPORTING
      i_data TYPE ANY TABLE.

  "! Empties all doubles of the environment.
  METHODS clear_doubles.

  "! Ends the environment: statements act on the tables again.
  METHODS destroy.

ENDINTERFACE.
