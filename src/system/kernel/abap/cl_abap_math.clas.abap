"! Mathematical constants and functions on decimal floating point numbers: the bounds of the integer and decimal
"! floating point types, the rounding modes of ROUND( ) and the output styles, and what a decfloat holds besides
"! its value (its scale, its number of digits, its exponent). An integral decfloat keeps its trailing zeros (1500
"! has scale 0 and four digits, normalized 1.5E+3 has scale -2); a fraction is held without them here (1.50 is
"! held as 1.5, scale 1), where an application system keeps the scale it was given.
CLASS cl_abap_math DEFINITION PUBLIC FINAL CREATE PRIVATE.

  PUBLIC SECTION.
    TYPES outputstyle TYPE int1.

    " rounding modes of ROUND( val = ... mode = ... ), the enumeration of decimal floating point arithmetic
    CONSTANTS round_ceiling TYPE i VALUE 0.
    CONSTANTS round_up TYPE i VALUE 1.
    CONSTANTS round_half_up TYPE i VALUE 2.
    CONSTANTS round_half_even TYPE i VALUE 3.
    CONSTANTS round_half_down TYPE i VALUE 4.
    CONSTANTS round_down TYPE i VALUE 5.
    CONSTANTS round_floor TYPE i VALUE 6.

    " output styles of decimal floating point numbers
    CONSTANTS simple TYPE outputstyle VALUE 0.
    CONSTANTS sign_as_postfix TYPE outputstyle VALUE 1.
    CONSTANTS scale_preserving TYPE outputstyle VALUE 2.
    CONSTANTS scientific TYPE outputstyle VALUE 3.
    CONSTANTS scientific_with_leading_zero TYPE outputstyle VALUE 4.
    CONSTANTS scale_preserving_scientific TYPE outputstyle VALUE 5.
    CONSTANTS engineering TYPE outputstyle VALUE 6.

    CONSTANTS max_int4 TYPE i VALUE 2147483647.
    CONSTANTS min_int4 TYPE i VALUE -2147483648.
    " as text: the literal is beyond a double's precision
    CONSTANTS max_int8 TYPE int8 VALUE '9223372036854775807'.
    CONSTANTS min_int8 TYPE int8 VALUE '-9223372036854775808'.
    CONSTANTS max_decfloat34 TYPE decfloat34 VALUE '9.999999999999999999999999999999999E+6144'.
    CONSTANTS min_decfloat34 TYPE decfloat34 VALUE '1E-6143'.
    " the runtime holds decfloat16 as decfloat34: the bounds of decfloat16 are given in that type
    CONSTANTS max_decfloat16 TYPE decfloat34 VALUE '9.999999999999999E+384'.
    CONSTANTS min_decfloat16 TYPE decfloat34 VALUE '1E-383'.

    "! A binary floating point number rounded to 15 significant decimal digits.
    CLASS-METHODS round_f_to_15_decs
      IMPORTING
        VALUE(f_in)  TYPE f
      RETURNING
        VALUE(f_out) TYPE f.

    "! The value without the trailing zeros of its digits (1.500 becomes 1.5, 1500 becomes 1.5E+3).
    CLASS-METHODS normalize
      IMPORTING
        val             TYPE decfloat
      RETURNING
        VALUE(norm_val) TYPE decfloat34.

    "! The number of decimal places of the value as it is held (1.50: 2; 1.5E+3: -2).
    CLASS-METHODS get_scale
      IMPORTING
        val          TYPE decfloat
      RETURNING
        VALUE(scale) TYPE i.

    "! The scale of the normalized value.
    CLASS-METHODS get_scale_normalized
      IMPORTING
        val          TYPE decfloat
      RETURNING
        VALUE(scale) TYPE i.

    "! The number of digits of the value's coefficient as it is held (1.50: 3; 0: 1).
    CLASS-METHODS get_number_of_digits
      IMPORTING
        val                  TYPE decfloat
      RETURNING
        VALUE(num_of_digits) TYPE i.

    "! The exponent of the value's coefficient as it is held, the negative scale (1.50: -2).
    CLASS-METHODS get_exponent
      IMPORTING
        val             TYPE decfloat
      RETURNING
        VALUE(exponent) TYPE i.

ENDCLASS.



CLASS cl_abap_math IMPLEMENTATION.

  METHOD round_f_to_15_decs.
    WRITE '@KERNEL const f = f_in.getRaw(); f_out.set(f === 0 || !Number.isFinite(f) ? f : Number(f.toPrecision(15)));'.
  ENDMETHOD.

  METHOD normalize.
    WRITE '@KERNEL let d = val.getDecimal(); let n = d.digits; let s = d.scale;'.
    WRITE '@KERNEL if (n === 0n) s = 0; else while (n % 10n === 0n) { n /= 10n; s -= 1; }'.
    WRITE '@KERNEL norm_val.setDecimal({ digits: n, scale: s });'.
  ENDMETHOD.

  METHOD get_scale.
    WRITE '@KERNEL scale.set(val.getDecimal().scale);'.
  ENDMETHOD.

  METHOD get_scale_normalized.
    scale = get_scale( normalize( val ) ).
  ENDMETHOD.

  METHOD get_number_of_digits.
    WRITE '@KERNEL const n = val.getDecimal().digits; num_of_digits.set((n < 0n ? -n : n).toString().length);'.
  ENDMETHOD.

  METHOD get_exponent.
    exponent = 0 - get_scale( val ).
  ENDMETHOD.

ENDCLASS.
