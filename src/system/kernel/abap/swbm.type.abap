TYPE-POOL swbm.
* Workbench manager: the versions of a development object (active, inactive) as its tools name them.

CONSTANTS swbm_version_active TYPE c LENGTH 1 VALUE 'A'.
CONSTANTS swbm_version_inactive TYPE c LENGTH 1 VALUE 'I'.

* Workbench operations and the workbench types of objects (two characters: YC a Web Dynpro component).
CONSTANTS swbm_c_op_delete TYPE c LENGTH 30 VALUE 'DELETE'.
CONSTANTS swbm_c_op_delete_no_dialog TYPE c LENGTH 30 VALUE 'DELETE_NO_DIALOG'.
CONSTANTS swbm_c_type_wdy_component TYPE c LENGTH 2 VALUE 'YC'.
CONSTANTS swbm_c_type_wdy_application TYPE c LENGTH 2 VALUE 'YA'.
CONSTANTS swbm_c_type_ddic_db_tabxinx TYPE c LENGTH 2 VALUE 'DH'.
