FUNCTION idoctype_existence_check.
* IDoc types (ALE/EDI) are not part of this system: every basic type is OBJECT_NOT_FOUND.
  DATA message TYPE string.
  CLEAR pe_attributes.
  MESSAGE e001(00) WITH 'Basic type ' pi_idoctyp ' does not exist' INTO message.
  RAISE object_not_found.
ENDFUNCTION.
