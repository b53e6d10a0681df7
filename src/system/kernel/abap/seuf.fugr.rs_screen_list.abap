FUNCTION rs_screen_list.
* Screens (dynpros) are not part of this system: no program has any, NOT_FOUND.
  DATA message TYPE string.
  CLEAR dynpros[].
  MESSAGE e001(00) WITH 'Program ' progname ' has no screens' INTO message.
  RAISE not_found.
ENDFUNCTION.
