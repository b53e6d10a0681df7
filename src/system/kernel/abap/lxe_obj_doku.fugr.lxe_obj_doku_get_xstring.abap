FUNCTION lxe_obj_doku_get_xstring.
* Documentation of objects (SE61, DOKHL/DOKTL) is not kept by this system: every object has none, and the
* content is empty, as for an object that was never documented.
  CLEAR: content, pstatus.
ENDFUNCTION.
