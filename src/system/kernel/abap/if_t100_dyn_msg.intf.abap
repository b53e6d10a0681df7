INTERFACE if_t100_dyn_msg PUBLIC.

  INTERFACES if_t100_message.

  DATA msgty TYPE symsgty.
  DATA msgv1 TYPE symsgv.
  DATA msgv2 TYPE symsgv.
  DATA msgv3 TYPE symsgv.
  DATA msgv4 TYPE symsgv.

ENDINTERFACE.
