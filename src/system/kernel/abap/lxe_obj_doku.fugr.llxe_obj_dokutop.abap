FUNCTION-POOL lxe_obj_doku.
