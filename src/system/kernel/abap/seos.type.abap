TYPE-POOL seos.
* Class builder: the kinds of a method's subcomponents, its parameters and its exceptions.

CONSTANTS seos_scotype_parameter TYPE n LENGTH 1 VALUE '0'.
CONSTANTS seos_scotype_exception TYPE n LENGTH 1 VALUE '1'.
