"! Enhancement framework: an enhancement implementation as its tool (class, function group, BAdI, hook ...)
"! sees it.
INTERFACE if_enh_tool PUBLIC.

  INTERFACES if_enh_object.

  METHODS get_name
    RETURNING
      VALUE(name) TYPE enhname.

  METHODS get_tool
    RETURNING
      VALUE(tooltype) TYPE enhtooltype.

  METHODS get_log
    RETURNING
      VALUE(log) TYPE enh_log_it.

ENDINTERFACE.
