TYPE-POOL swbm.
* Workbench manager: the versions of a development object (active, inactive) as its tools name them.

CONSTANTS swbm_version_active TYPE c LENGTH 1 VALUE 'A'.
CONSTANTS swbm_version_inactive TYPE c LENGTH 1 VALUE 'I'.
