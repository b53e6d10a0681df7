"! Converts strings to and from the bytes of a code page (UTF-8, UTF-16, ISO-8859-1, US-ASCII, Windows-1252 ...),
"! named as in HTTP or by the system's code page number ('4110' is UTF-8).
CLASS cl_abap_codepage DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS convert_to
      IMPORTING
        source        TYPE csequence
        codepage      TYPE csequence DEFAULT `UTF-8`
        endian        TYPE c OPTIONAL
        replacement   TYPE c DEFAULT '#'
        ignore_cerr   TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(result) TYPE xstring
      RAISING
        cx_sy_codepage_converter_init
        cx_sy_conversion_codepage
        cx_parameter_invalid_type.

    CLASS-METHODS convert_from
      IMPORTING
        source        TYPE xsequence
        codepage      TYPE csequence DEFAULT `UTF-8`
        endian        TYPE c OPTIONAL
        replacement   TYPE c DEFAULT '#'
        ignore_cerr   TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(result) TYPE string
      RAISING
        cx_sy_codepage_converter_init
        cx_sy_conversion_codepage
        cx_parameter_invalid_type.

    "! The encoding name JavaScript knows for a code page ('utf-8', 'utf-16le' ...), initial if unknown.
    CLASS-METHODS encoding_name
      IMPORTING
        codepage    TYPE csequence
        endian      TYPE c OPTIONAL
      RETURNING
        VALUE(name) TYPE string.

    "! The system's code page number of an encoding's HTTP name (`UTF-8` is '4110', `UTF-16LE` '4103');
    "! CX_PARAMETER_INVALID_RANGE for a name the system has no code page of.
    CLASS-METHODS sap_codepage
      IMPORTING
        http_name       TYPE csequence
      RETURNING
        VALUE(codepage) TYPE abap_encoding
      RAISING
        cx_parameter_invalid_range.

ENDCLASS.



CLASS cl_abap_codepage IMPLEMENTATION.

  METHOD sap_codepage.
    CASE to_upper( condense( http_name ) ).
      WHEN 'UTF-8' OR 'UTF8'.
        codepage = '4110'.
      WHEN 'UTF-16' OR 'UTF-16BE'.
        codepage = '4102'.
      WHEN 'UTF-16LE'.
        codepage = '4103'.
      WHEN 'ISO-8859-1' OR 'LATIN1'.
        codepage = '1100'.
      WHEN 'US-ASCII' OR 'ASCII'.
        codepage = '1101'.
      WHEN 'WINDOWS-1252' OR 'CP1252'.
        codepage = '1160'.
      WHEN 'ISO-8859-15'.
        codepage = '1164'.
      WHEN OTHERS.
        RAISE EXCEPTION TYPE cx_parameter_invalid_range.
    ENDCASE.
  ENDMETHOD.

  METHOD encoding_name.
    DATA upper TYPE string.
    upper = to_upper( condense( codepage ) ).
    CASE upper.
      WHEN 'UTF-8' OR 'UTF8' OR '4110' OR ''.
        name = 'utf-8'.
      WHEN 'UTF-16' OR '4102' OR '4103' OR 'UTF-16LE' OR 'UTF-16BE'.
        IF upper = '4103' OR upper = 'UTF-16LE' OR ( upper = 'UTF-16' AND endian = 'L' ).
          name = 'utf-16le'.
        ELSE.
          name = 'utf-16be'.
        ENDIF.
      WHEN 'ISO-8859-1' OR 'LATIN1' OR '1100'.
        name = 'latin1'.
      WHEN 'US-ASCII' OR 'ASCII' OR '1101' OR '0120'.
        name = 'ascii'.
      WHEN 'WINDOWS-1252' OR 'CP1252' OR '1160'.
        name = 'windows-1252'.
      WHEN 'ISO-8859-15' OR '1164'.
        name = 'iso-8859-15'.
    ENDCASE.
  ENDMETHOD.

  METHOD convert_to.
    DATA name TYPE string.
    DATA failed TYPE abap_bool.
    name = encoding_name( codepage = codepage endian = endian ).
    IF name IS INITIAL.
      RAISE EXCEPTION TYPE cx_sy_codepage_converter_init.
    ENDIF.
    WRITE '@KERNEL const text = source.get(); const n = name.get(); let bytes;'.
    WRITE '@KERNEL if (n === "utf-8") bytes = Buffer.from(text, "utf8");'.
    WRITE '@KERNEL else if (n === "utf-16le" || n === "utf-16be") { bytes = Buffer.from(text, "utf16le"); if (n === "utf-16be") bytes.swap16(); }'.
    WRITE '@KERNEL else { const limit = n === "ascii" ? 0x7F : 0xFF; const extra = n === "windows-1252" ? { 0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E, 0x2018: 0x91, 0x2019: 0x92, 0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98, 0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B, 0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F } : n === "iso-8859-15" ? { 0x20AC: 0xA4, 0x0160: 0xA6, 0x0161: 0xA8, 0x017D: 0xB4, 0x017E: 0xB8, 0x0152: 0xBC, 0x0153: 0xBD, 0x0178: 0xBE } : {};'.
    WRITE '@KERNEL   const out = []; for (const ch of text) { const c = ch.codePointAt(0); const b = extra[c] ?? (c <= limit ? c : undefined);'.
    WRITE '@KERNEL     if (b === undefined) { if (ignore_cerr.get() !== "X") { failed.set("X"); break; } out.push(replacement.get().charCodeAt(0)); } else out.push(b); } bytes = Buffer.from(out); }'.
    WRITE '@KERNEL result.set(bytes.toString("hex").toUpperCase());'.
    IF failed = abap_true.
      RAISE EXCEPTION TYPE cx_sy_conversion_codepage.
    ENDIF.
  ENDMETHOD.

  METHOD convert_from.
    DATA name TYPE string.
    DATA failed TYPE abap_bool.
    name = encoding_name( codepage = codepage endian = endian ).
    IF name IS INITIAL.
      RAISE EXCEPTION TYPE cx_sy_codepage_converter_init.
    ENDIF.
    WRITE '@KERNEL const n = name.get() === "latin1" ? "iso-8859-1" : name.get() === "ascii" ? "us-ascii" : name.get();'.
    WRITE '@KERNEL const bytes = Buffer.from(source.get(), "hex");'.
    WRITE '@KERNEL if (n === "us-ascii" && bytes.some((b) => b > 0x7F) && ignore_cerr.get() !== "X") failed.set("X");'.
    WRITE '@KERNEL else try { const text = new TextDecoder(n, { fatal: ignore_cerr.get() !== "X" }).decode(bytes); result.set(text); } catch { failed.set("X"); }'.
    IF failed = abap_true.
      RAISE EXCEPTION TYPE cx_sy_conversion_codepage.
    ENDIF.
  ENDMETHOD.

ENDCLASS.
