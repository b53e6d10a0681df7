"! Workflow: the definition of a task (standard task, workflow template): its object id and its container. The
"! embedded system has no organizational management: a task definition holds what it is given and stores nothing.
CLASS cl_workflow_general_task_def DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
  PROTECTED SECTION.
    DATA objid TYPE hrobjid.
    "! The task's container (IF_SWF_CNT_CONTAINER on a system with workflow), reached dynamically.
    DATA container TYPE REF TO object.
ENDCLASS.

CLASS cl_workflow_general_task_def IMPLEMENTATION.
ENDCLASS.
