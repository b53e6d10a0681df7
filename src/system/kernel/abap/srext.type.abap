TYPE-POOL srext.
* The extensions of the programs of classes and interfaces: a class pool's name ends in CP, an interface
* pool's in IP (from position 30).

CONSTANTS srext_ext_class_pool TYPE c LENGTH 2 VALUE 'CP'.
CONSTANTS srext_ext_interface_pool TYPE c LENGTH 2 VALUE 'IP'.
