"! Enhancement framework: a composite enhancement spot, which groups enhancement spots.
INTERFACE if_enh_spot_composite PUBLIC.

  INTERFACES if_enh_object.
  INTERFACES if_enh_object_docu.

  METHODS get_change_attributes
    EXPORTING
      changedby TYPE syuname
      changedon TYPE d
      createdby TYPE syuname
      createdon TYPE d.

ENDINTERFACE.
