TYPE-POOL sews.
* Web service definitions: the versions of a virtual interface.

CONSTANTS: BEGIN OF sews_c_vif_version,
             active   TYPE c LENGTH 1 VALUE 'A',
             inactive TYPE c LENGTH 1 VALUE 'I',
             all      TYPE c LENGTH 1 VALUE '*',
           END OF sews_c_vif_version.
