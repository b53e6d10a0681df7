INCLUDE llxe_obj_dokutop.
INCLUDE llxe_obj_dokuuxx.
