TYPE-POOL so2.
* BSP: the types of a page (page with flow logic, controller, view, fragment).

CONSTANTS so2_page TYPE c LENGTH 1 VALUE space.
CONSTANTS so2_controller TYPE c LENGTH 1 VALUE 'C'.
CONSTANTS so2_view TYPE c LENGTH 1 VALUE 'V'.
CONSTANTS so2_pagelet TYPE c LENGTH 1 VALUE 'X'.
