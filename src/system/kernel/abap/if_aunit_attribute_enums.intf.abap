"! ABAP Unit: the risk levels and durations of test classes, as the runners' limits take them.
INTERFACE if_aunit_attribute_enums PUBLIC.
  CONSTANTS:
    BEGIN OF c_risk_level,
      harmless  TYPE saunit_d_allowed_risk_level VALUE 11,
      dangerous TYPE saunit_d_allowed_risk_level VALUE 22,
      critical  TYPE saunit_d_allowed_risk_level VALUE 33,
    END OF c_risk_level.
  CONSTANTS:
    BEGIN OF c_duration,
      short  TYPE saunit_d_allowed_rt_duration VALUE 12,
      medium TYPE saunit_d_allowed_rt_duration VALUE 24,
      long   TYPE saunit_d_allowed_rt_duration VALUE 36,
    END OF c_duration.
ENDINTERFACE.
