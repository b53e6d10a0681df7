"! Enhancement framework: one entry of an enhancement's change log.
INTERFACE if_enh_log PUBLIC.

  METHODS get_enhlog
    RETURNING
      VALUE(enhlog) TYPE enhlog.

ENDINTERFACE.
