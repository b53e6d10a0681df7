FUNCTION sapgui_progress_indicator.
* The indicator is shown in the status bar of a SAP GUI; in a background process, where every program of
* the embedded system runs, there is none and the call has no effect, as on any system.
  RETURN.
ENDFUNCTION.
