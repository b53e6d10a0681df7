"! Office integration: the outcome of a call to a document or control (error code, flushed, failed,
"! succeeded), its message and how to raise it.
INTERFACE i_oi_error PUBLIC.

  DATA error_code TYPE c LENGTH 35.
  DATA is_flushed TYPE c LENGTH 1.
  DATA has_failed TYPE c LENGTH 1.
  DATA has_succeeded TYPE c LENGTH 1.

  METHODS flush_error.
  METHODS raise_message
    IMPORTING
      type TYPE c
    EXCEPTIONS
      message_raised
      flush_failed.
  METHODS get_message
    EXPORTING
      message_id     TYPE c
      message_number TYPE c
      param1         TYPE c
      param2         TYPE c
      param3         TYPE c
      param4         TYPE c.

ENDINTERFACE.
