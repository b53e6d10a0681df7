"! ABAP Unit: the result of a task, as the runners hand it out (CL_SAUNIT_INTERNAL_RESULT carries the data).
INTERFACE if_saunit_internal_result PUBLIC.
ENDINTERFACE.
