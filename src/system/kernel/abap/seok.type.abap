TYPE-POOL seok.
* Class builder: how a tool asks for access to a class's or interface's source (CL_OO_SOURCE->ACCESS_PERMISSION).

CONSTANTS seok_access_free TYPE c LENGTH 6 VALUE 'FREE'.
CONSTANTS seok_access_modify TYPE c LENGTH 6 VALUE 'MODIFY'.
