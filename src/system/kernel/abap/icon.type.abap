TYPE-POOL icon.
* Icons: the internal ids of the SAP GUI icons (an icon shows where its id is written into a list or a field
* of type ICON_D). The constants customer code names; the embedded system has no GUI and draws none.

CONSTANTS icon_abap TYPE icon_d VALUE '@9U@'.
CONSTANTS icon_adopt TYPE icon_d VALUE '@IL@'.
CONSTANTS icon_cancel TYPE icon_d VALUE '@0W@'.
CONSTANTS icon_change TYPE icon_d VALUE '@0Z@'.
CONSTANTS icon_create TYPE icon_d VALUE '@0Y@'.
CONSTANTS icon_delete TYPE icon_d VALUE '@11@'.
CONSTANTS icon_led_green TYPE icon_d VALUE '@5B@'.
CONSTANTS icon_led_inactive TYPE icon_d VALUE '@BZ@'.
CONSTANTS icon_led_red TYPE icon_d VALUE '@5C@'.
CONSTANTS icon_led_yellow TYPE icon_d VALUE '@5D@'.
CONSTANTS icon_message_critical TYPE icon_d VALUE '@1D@'.
CONSTANTS icon_message_error TYPE icon_d VALUE '@1B@'.
CONSTANTS icon_message_information TYPE icon_d VALUE '@19@'.
CONSTANTS icon_message_question TYPE icon_d VALUE '@1C@'.
CONSTANTS icon_message_warning TYPE icon_d VALUE '@1A@'.
CONSTANTS icon_no_status TYPE icon_d VALUE '@MG@'.
CONSTANTS icon_okay TYPE icon_d VALUE '@0V@'.
CONSTANTS icon_package_standard TYPE icon_d VALUE '@QC@'.
CONSTANTS icon_set_state TYPE icon_d VALUE '@3J@'.
CONSTANTS icon_stack TYPE icon_d VALUE '@3B@'.
CONSTANTS icon_system_help TYPE icon_d VALUE '@35@'.
CONSTANTS icon_warning TYPE icon_d VALUE '@AH@'.
CONSTANTS icon_wf_unlink TYPE icon_d VALUE '@CR@'.
