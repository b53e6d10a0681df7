FUNCTION spbt_initialize.
* Parallel processing with asynchronous RFC needs RFC server groups (RZ12); this system has none: a named
* group is INVALID_GROUP_NAME, the default group finds no resources, NO_PBT_RESOURCES_FOUND.
  DATA message TYPE string.
  CLEAR: max_pbt_wps, free_pbt_wps.
  IF group_name IS NOT INITIAL.
    MESSAGE e001(00) WITH 'RFC server group ' group_name ' does not exist' INTO message.
    RAISE invalid_group_name.
  ENDIF.
  MESSAGE e001(00) WITH 'No RFC server group for parallel processing' INTO message.
  RAISE no_pbt_resources_found.
ENDFUNCTION.
