TYPE-POOL seop.
* Class builder: the extensions of a class's include names (its class-relevant local types, local
* implementations, macros and test classes).

CONSTANTS seop_ext_class_locals_def TYPE c LENGTH 5 VALUE 'CCDEF'.
CONSTANTS seop_ext_class_locals_imp TYPE c LENGTH 5 VALUE 'CCIMP'.
CONSTANTS seop_ext_class_macros TYPE c LENGTH 5 VALUE 'CCMAC'.
CONSTANTS seop_ext_class_testclasses TYPE c LENGTH 5 VALUE 'CCAU'.
