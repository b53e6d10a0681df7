"! ABAP Unit: the result of a task — the programs, test classes and methods run and the alerts raised.
CLASS cl_saunit_internal_result DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_saunit_internal_result.
    DATA f_task_data TYPE if_saunit_internal_rt_v3=>ty_s_task.
ENDCLASS.

CLASS cl_saunit_internal_result IMPLEMENTATION.
ENDCLASS.
