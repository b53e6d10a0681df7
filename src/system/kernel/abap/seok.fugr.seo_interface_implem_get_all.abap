FUNCTION seo_interface_implem_get_all.
* The classes that list the interface in their own definition (INTERFACES), as the runtime records them for
* every loaded class: a class that only inherits the interface from its superclass is not among them, as in
* SEOMETAREL. An interface the system does not know is NOT_EXISTING.
  DATA message TYPE string.
  DATA interface_name TYPE string.
  DATA implementers TYPE string_table.
  DATA known TYPE abap_bool.
  DATA key TYPE seor_implementing_key.

  CLEAR impkeys.
  interface_name = to_upper( condense( intkey-clsname ) ).
  WRITE '@KERNEL const wanted = interface_name.get(); const I = abap.Classes[wanted];'.
  WRITE '@KERNEL if (I !== undefined && I.INTERNAL_TYPE === "INTF") known.set("X");'.
  WRITE '@KERNEL for (const C of Object.values(abap.Classes)) { if (!C || C.INTERNAL_TYPE !== "CLAS") continue;'.
  WRITE '@KERNEL   const own = C.IMPLEMENTED_INTERFACES ?? []; const inherited = Object.getPrototypeOf(C)?.IMPLEMENTED_INTERFACES ?? [];'.
  WRITE '@KERNEL   if (own.includes(wanted) && !inherited.includes(wanted)) abap.statements.append({source: new abap.types.String().set(C.INTERNAL_NAME), target: implementers}); }'.
  IF known = abap_false.
    MESSAGE e001(00) WITH 'Interface ' intkey-clsname ' does not exist' INTO message.
    RAISE not_existing.
  ENDIF.
  SORT implementers.
  LOOP AT implementers INTO DATA(implementer).
    key-clsname = implementer.
    key-refclsname = interface_name.
    APPEND key TO impkeys.
  ENDLOOP.
  CLEAR sy-subrc.
ENDFUNCTION.
