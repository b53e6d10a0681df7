TYPE-POOL seoc.
* Class builder: versions, states and exposures of classes, interfaces and their components, as the class
* library's tables hold them (VERSION 1 is the active version, 0 the inactive one).

CONSTANTS seoc_version_inactive TYPE c LENGTH 1 VALUE '0'.
CONSTANTS seoc_version_active TYPE c LENGTH 1 VALUE '1'.
CONSTANTS seoc_version_deleted TYPE c LENGTH 1 VALUE '2'.

CONSTANTS seoc_state_model_only TYPE c LENGTH 1 VALUE '0'.
CONSTANTS seoc_state_implemented TYPE c LENGTH 1 VALUE '1'.

CONSTANTS seoc_exposure_private TYPE n LENGTH 1 VALUE '0'.
CONSTANTS seoc_exposure_protected TYPE n LENGTH 1 VALUE '1'.
CONSTANTS seoc_exposure_public TYPE n LENGTH 1 VALUE '2'.

CONSTANTS seoc_category_general TYPE n LENGTH 2 VALUE '00'.
CONSTANTS seoc_category_exception TYPE n LENGTH 2 VALUE '40'.
CONSTANTS seoc_category_webdynpro_class TYPE n LENGTH 2 VALUE '80'.
