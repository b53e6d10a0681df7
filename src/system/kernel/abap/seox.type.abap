TYPE-POOL seox.
* Class builder: its flags.

CONSTANTS seox_true TYPE c LENGTH 1 VALUE 'X'.
CONSTANTS seox_false TYPE c LENGTH 1 VALUE ' '.
