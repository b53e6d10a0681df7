TYPE-POOL wdyn.
* Web Dynpro: the LIMU types of a component's parts (controller, definition, view).

CONSTANTS wdyn_limu_component_controller TYPE c LENGTH 4 VALUE 'WDYC'.
CONSTANTS wdyn_limu_component_definition TYPE c LENGTH 4 VALUE 'WDYD'.
CONSTANTS wdyn_limu_component_view TYPE c LENGTH 4 VALUE 'WDYV'.
