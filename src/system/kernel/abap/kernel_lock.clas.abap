"! Locks (the lock objects' ENQUEUE_ and DEQUEUE_ function modules, which the transpiler generates to call this
"! class). A lock ends with the run that set it, as the locks of a program do; one work process runs one run at a
"! time, so within a run no other owner can hold a lock: every request is granted and counted (cumulative, as a
"! repeated ENQUEUE of the same owner is), DEQUEUE releases one.
CLASS kernel_lock DEFINITION PUBLIC FINAL CREATE PRIVATE.

  PUBLIC SECTION.
    CLASS-METHODS enqueue
      IMPORTING
        table_name   TYPE string
        enqueue_name TYPE string
        input        TYPE any OPTIONAL.

    CLASS-METHODS dequeue
      IMPORTING
        table_name   TYPE string
        enqueue_name TYPE string
        input        TYPE any OPTIONAL.

    "! How many times the run holds locks of the lock object (0 when it holds none).
    CLASS-METHODS held
      IMPORTING
        enqueue_name  TYPE string
      RETURNING
        VALUE(result) TYPE i.

  PRIVATE SECTION.
    TYPES: BEGIN OF ty_lock,
             enqueue_name TYPE string,
             table_name   TYPE string,
             count        TYPE i,
           END OF ty_lock.
    CLASS-DATA locks TYPE SORTED TABLE OF ty_lock WITH UNIQUE KEY enqueue_name.

ENDCLASS.



CLASS kernel_lock IMPLEMENTATION.

  METHOD enqueue.
    READ TABLE locks WITH TABLE KEY enqueue_name = enqueue_name ASSIGNING FIELD-SYMBOL(<lock>).
    IF sy-subrc <> 0.
      INSERT VALUE #( enqueue_name = enqueue_name table_name = table_name ) INTO TABLE locks ASSIGNING <lock>.
    ENDIF.
    <lock>-count = <lock>-count + 1.
    sy-subrc = 0.
  ENDMETHOD.

  METHOD dequeue.
    READ TABLE locks WITH TABLE KEY enqueue_name = enqueue_name ASSIGNING FIELD-SYMBOL(<lock>).
    IF sy-subrc = 0.
      <lock>-count = <lock>-count - 1.
      IF <lock>-count <= 0.
        DELETE TABLE locks WITH TABLE KEY enqueue_name = enqueue_name.
      ENDIF.
    ENDIF.
    sy-subrc = 0.
  ENDMETHOD.

  METHOD held.
    READ TABLE locks WITH TABLE KEY enqueue_name = enqueue_name INTO DATA(lock).
    IF sy-subrc = 0.
      result = lock-count.
    ENDIF.
  ENDMETHOD.

ENDCLASS.
