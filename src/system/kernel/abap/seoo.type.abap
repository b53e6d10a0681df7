TYPE-POOL seoo.
* Class builder: the kinds of a class's or interface's components.

CONSTANTS seoo_cmptype_attribute TYPE n LENGTH 1 VALUE '0'.
CONSTANTS seoo_cmptype_method TYPE n LENGTH 1 VALUE '1'.
CONSTANTS seoo_cmptype_event TYPE n LENGTH 1 VALUE '2'.
CONSTANTS seoo_cmptype_type TYPE n LENGTH 1 VALUE '3'.
