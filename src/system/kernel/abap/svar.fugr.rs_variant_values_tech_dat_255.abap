FUNCTION rs_variant_values_tech_dat_255.
* Variants are listed in VARID; this system keeps none, and no values of any: a variant that is not in VARID
* is VARIANT_NON_EXISTENT, one that is has no readable values, VARIANT_OBSOLETE.
  DATA message TYPE string.
  CLEAR variant_values[].
  SELECT SINGLE variant FROM varid WHERE report = @report AND variant = @variant INTO @DATA(found).
  IF sy-subrc <> 0.
    MESSAGE e001(00) WITH 'Variant ' variant ' of ' report INTO message.
    RAISE variant_non_existent.
  ENDIF.
  MESSAGE e001(00) WITH 'Values of variant ' variant ' cannot be read' INTO message.
  RAISE variant_obsolete.
ENDFUNCTION.
