"! Enhancement framework: an enhancement spot as its tool (BAdI definitions, hook definitions ...) sees it.
INTERFACE if_enh_spot_tool PUBLIC.

  INTERFACES if_enh_object.
  INTERFACES if_enh_object_docu.

  METHODS get_tool
    RETURNING
      VALUE(tooltype) TYPE enhspottooltype.

  METHODS get_attributes
    EXPORTING
      changedby TYPE syuname
      changedon TYPE d
      createdby TYPE syuname
      createdon TYPE d.

ENDINTERFACE.
