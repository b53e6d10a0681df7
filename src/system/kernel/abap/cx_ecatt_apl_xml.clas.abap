"! eCATT: an error reading or writing the XML of an eCATT object.
CLASS cx_ecatt_apl_xml DEFINITION PUBLIC INHERITING FROM cx_ecatt_apl CREATE PUBLIC.
ENDCLASS.



CLASS cx_ecatt_apl_xml IMPLEMENTATION.
ENDCLASS.
