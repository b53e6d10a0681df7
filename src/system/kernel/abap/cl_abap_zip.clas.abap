"! ZIP archives in memory: files are added, read, deleted, and the archive is saved to or loaded from an
"! XSTRING in the ZIP file format (local headers, central directory, DEFLATE or stored, CRC-32), so archives
"! written here open in other ZIP tools and theirs open here. ZIP64 archives and encrypted entries are not read.
CLASS cl_abap_zip DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    TYPES:
      BEGIN OF t_file,
        name TYPE string,
        date TYPE d,
        time TYPE t,
        size TYPE i,
      END OF t_file.
    TYPES t_files TYPE STANDARD TABLE OF t_file WITH DEFAULT KEY.
    TYPES:
      BEGIN OF t_splice_entry,
        name       TYPE string,
        offset     TYPE i,
        length     TYPE i,
        compressed TYPE i,
      END OF t_splice_entry.
    TYPES t_splice_entries TYPE STANDARD TABLE OF t_splice_entry WITH DEFAULT KEY.

    "! The files of the archive in archive order: name, date and time of the last change, uncompressed size.
    DATA files TYPE t_files READ-ONLY.
    "! Names are written and read as UTF-8 with the language encoding flag (bit 11); otherwise as Latin-1.
    DATA support_unicode_names TYPE abap_bool VALUE abap_false.

    METHODS add
      IMPORTING
        name           TYPE string
        content        TYPE xstring
        compress_level TYPE i DEFAULT 6.
    METHODS get
      IMPORTING
        name    TYPE string OPTIONAL
        index   TYPE i DEFAULT 0
      EXPORTING
        content TYPE xstring
      EXCEPTIONS
        zip_index_error
        zip_decompression_error.
    METHODS delete
      IMPORTING
        name  TYPE string OPTIONAL
        index TYPE i DEFAULT 0
      EXCEPTIONS
        zip_index_error.
    METHODS load
      IMPORTING
        zip          TYPE xstring
        check_header TYPE abap_bool DEFAULT abap_true
      EXCEPTIONS
        zip_parse_error.
    METHODS save
      RETURNING
        VALUE(zip) TYPE xstring.
    "! The entries of an archive with the offset and length of their (possibly compressed) data in it.
    CLASS-METHODS splice
      IMPORTING
        zip            TYPE xstring
      RETURNING
        VALUE(entries) TYPE t_splice_entries.
    CLASS-METHODS crc32
      IMPORTING
        content    TYPE xstring
      RETURNING
        VALUE(crc) TYPE i.

  PRIVATE SECTION.
    CONSTANTS method_stored TYPE i VALUE 0.
    CONSTANTS method_deflated TYPE i VALUE 8.
    TYPES:
      BEGIN OF t_entry,
        name       TYPE string,
        date       TYPE d,
        time       TYPE t,
        size       TYPE i,
        crc        TYPE i,
        method     TYPE i,
        offset     TYPE i,
        compressed TYPE xstring,
      END OF t_entry.
    TYPES t_entries TYPE STANDARD TABLE OF t_entry WITH DEFAULT KEY.
    DATA entries TYPE t_entries.

    "! The index of the entry named or numbered; 0 when there is none.
    METHODS position
      IMPORTING
        name         TYPE string
        index        TYPE i
      RETURNING
        VALUE(found) TYPE i.
    "! Reads the central directory of an archive; parse_error is set when the bytes are no ZIP archive.
    CLASS-METHODS read_directory
      IMPORTING
        zip          TYPE xstring
        check_header TYPE abap_bool
      EXPORTING
        entries      TYPE t_entries
        parse_error  TYPE abap_bool.

ENDCLASS.



CLASS cl_abap_zip IMPLEMENTATION.

  METHOD add.
    DATA entry TYPE t_entry.
    DATA file TYPE t_file.
    DATA level TYPE i.
    entry-name = name.
    entry-date = sy-datum.
    entry-time = sy-uzeit.
    entry-size = xstrlen( content ).
    entry-crc = crc32( content ).
    IF compress_level <= 0.
      entry-method = method_stored.
      entry-compressed = content.
    ELSE.
      entry-method = method_deflated.
      level = nmin( val1 = compress_level val2 = 9 ).
      WRITE '@KERNEL const zlib = await import("node:zlib");'.
      WRITE '@KERNEL const raw = zlib.deflateRawSync(Buffer.from(content.get(), "hex"), { level: level.get() });'.
      WRITE '@KERNEL entry.get().compressed.set(raw.toString("hex").toUpperCase());'.
    ENDIF.
    APPEND entry TO entries.
    MOVE-CORRESPONDING entry TO file.
    APPEND file TO files.
  ENDMETHOD.

  METHOD position.
    IF name IS NOT INITIAL.
      READ TABLE entries WITH KEY name = name TRANSPORTING NO FIELDS.
      IF sy-subrc = 0.
        found = sy-tabix.
      ENDIF.
    ELSEIF index > 0 AND index <= lines( entries ).
      found = index.
    ENDIF.
  ENDMETHOD.

  METHOD get.
    DATA entry TYPE t_entry.
    DATA failed TYPE abap_bool.
    DATA found TYPE i.
    CLEAR content.
    found = position( name = name index = index ).
    IF found = 0.
      RAISE zip_index_error.
    ENDIF.
    READ TABLE entries INDEX found INTO entry.
    CASE entry-method.
      WHEN method_stored.
        content = entry-compressed.
      WHEN method_deflated.
        WRITE '@KERNEL const zlib = await import("node:zlib");'.
        WRITE '@KERNEL try { content.set(zlib.inflateRawSync(Buffer.from(entry.get().compressed.get(), "hex")).toString("hex").toUpperCase()); }'.
        WRITE '@KERNEL catch { failed.set("X"); }'.
      WHEN OTHERS.
        failed = abap_true.
    ENDCASE.
    IF failed = abap_true OR xstrlen( content ) <> entry-size OR crc32( content ) <> entry-crc.
      CLEAR content.
      RAISE zip_decompression_error.
    ENDIF.
  ENDMETHOD.

  METHOD delete.
    DATA found TYPE i.
    found = position( name = name index = index ).
    IF found = 0.
      RAISE zip_index_error.
    ENDIF.
    DELETE entries INDEX found.
    DELETE files INDEX found.
  ENDMETHOD.

  METHOD load.
    DATA loaded TYPE t_entries.
    DATA parse_error TYPE abap_bool.
    DATA file TYPE t_file.
    FIELD-SYMBOLS <entry> TYPE t_entry.
    read_directory(
      EXPORTING
        zip          = zip
        check_header = check_header
      IMPORTING
        entries      = loaded
        parse_error  = parse_error ).
    IF parse_error = abap_true.
      RAISE zip_parse_error.
    ENDIF.
    entries = loaded.
    CLEAR files.
    LOOP AT entries ASSIGNING <entry>.
      MOVE-CORRESPONDING <entry> TO file.
      APPEND file TO files.
    ENDLOOP.
  ENDMETHOD.

  METHOD read_directory.
    DATA entry TYPE t_entry.
    CLEAR: entries, parse_error.
    WRITE '@KERNEL const bytes = Buffer.from(zip.get(), "hex");'.
    WRITE '@KERNEL const fail = () => { parse_error.set("X"); entries.clear(); };'.
    WRITE '@KERNEL let end = -1;'.
    " the end-of-central-directory record is last but for a comment of up to 64 KB
    WRITE '@KERNEL for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {'.
    WRITE '@KERNEL   if (bytes.readUInt32LE(i) === 0x06054b50) { end = i; break; } }'.
    WRITE '@KERNEL if (end < 0) { fail(); } else {'.
    WRITE '@KERNEL   const count = bytes.readUInt16LE(end + 10); let at = bytes.readUInt32LE(end + 16);'.
    WRITE '@KERNEL   try { for (let n = 0; n < count; n++) {'.
    WRITE '@KERNEL     if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error("central header");'.
    WRITE '@KERNEL     const flags = bytes.readUInt16LE(at + 8), method = bytes.readUInt16LE(at + 10);'.
    WRITE '@KERNEL     const time = bytes.readUInt16LE(at + 12), date = bytes.readUInt16LE(at + 14);'.
    WRITE '@KERNEL     const crc = bytes.readInt32LE(at + 16), csize = bytes.readUInt32LE(at + 20), size = bytes.readUInt32LE(at + 24);'.
    WRITE '@KERNEL     const nlen = bytes.readUInt16LE(at + 28), xlen = bytes.readUInt16LE(at + 30), clen = bytes.readUInt16LE(at + 32);'.
    WRITE '@KERNEL     const local = bytes.readUInt32LE(at + 42);'.
    WRITE '@KERNEL     if (csize === 0xffffffff || local === 0xffffffff || (flags & 1) === 1) throw new Error("zip64 or encrypted");'.
    WRITE '@KERNEL     const name = bytes.subarray(at + 46, at + 46 + nlen).toString((flags & 0x800) ? "utf8" : "latin1");'.
    WRITE '@KERNEL     if (check_header.get() === "X" && bytes.readUInt32LE(local) !== 0x04034b50) throw new Error("local header");'.
    WRITE '@KERNEL     const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);'.
    WRITE '@KERNEL     if (start + csize > bytes.length) throw new Error("truncated");'.
    WRITE '@KERNEL     const pad = (v, l) => String(v).padStart(l, "0");'.
    WRITE '@KERNEL     const e = entry.get(); entry.clear();'.
    WRITE '@KERNEL     e.name.set(name); e.size.set(size); e.crc.set(crc); e.method.set(method); e.offset.set(start);'.
    WRITE '@KERNEL     e.date.set(pad((date >> 9) + 1980, 4) + pad((date >> 5) & 15, 2) + pad(date & 31, 2));'.
    WRITE '@KERNEL     e.time.set(pad(time >> 11, 2) + pad((time >> 5) & 63, 2) + pad((time & 31) * 2, 2));'.
    WRITE '@KERNEL     e.compressed.set(bytes.subarray(start, start + csize).toString("hex").toUpperCase());'.
    WRITE '@KERNEL     abap.statements.append({ source: entry, target: entries });'.
    WRITE '@KERNEL     at += 46 + nlen + xlen + clen; } }'.
    WRITE '@KERNEL   catch { fail(); } }'.
  ENDMETHOD.

  METHOD save.
    DATA all TYPE t_entries.
    DATA unicode TYPE abap_bool.
    all = entries.
    unicode = support_unicode_names.
    WRITE '@KERNEL const locals = [], centrals = []; let offset = 0;'.
    WRITE '@KERNEL for (const row of all.array()) {'.
    WRITE '@KERNEL   const e = row.get();'.
    WRITE '@KERNEL   const text = e.name.get(), utf8 = unicode.get() === "X";'.
    WRITE '@KERNEL   const name = Buffer.from(text, utf8 ? "utf8" : "latin1");'.
    WRITE '@KERNEL   const data = Buffer.from(e.compressed.get(), "hex");'.
    WRITE '@KERNEL   const d = e.date.get(), t = e.time.get();'.
    WRITE '@KERNEL   const year = Math.max(1980, Number(d.slice(0, 4)) || 1980);'.
    WRITE '@KERNEL   const dosDate = ((year - 1980) << 9) | ((Number(d.slice(4, 6)) || 1) << 5) | (Number(d.slice(6, 8)) || 1);'.
    WRITE '@KERNEL   const dosTime = (Number(t.slice(0, 2)) << 11) | (Number(t.slice(2, 4)) << 5) | (Number(t.slice(4, 6)) >> 1);'.
    WRITE '@KERNEL   const flags = utf8 ? 0x800 : 0;'.
    WRITE '@KERNEL   const head = Buffer.alloc(30);'.
    WRITE '@KERNEL   head.writeUInt32LE(0x04034b50, 0); head.writeUInt16LE(20, 4); head.writeUInt16LE(flags, 6);'.
    WRITE '@KERNEL   head.writeUInt16LE(e.method.get(), 8); head.writeUInt16LE(dosTime, 10); head.writeUInt16LE(dosDate, 12);'.
    WRITE '@KERNEL   head.writeInt32LE(e.crc.get(), 14); head.writeUInt32LE(data.length, 18); head.writeUInt32LE(e.size.get(), 22);'.
    WRITE '@KERNEL   head.writeUInt16LE(name.length, 26); head.writeUInt16LE(0, 28);'.
    WRITE '@KERNEL   const central = Buffer.alloc(46);'.
    WRITE '@KERNEL   central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); head.copy(central, 6, 4, 30);'.
    WRITE '@KERNEL   central.writeUInt32LE(offset, 42);'.
    WRITE '@KERNEL   locals.push(head, name, data); centrals.push(central, name);'.
    WRITE '@KERNEL   offset += head.length + name.length + data.length; }'.
    WRITE '@KERNEL const directory = Buffer.concat(centrals), end = Buffer.alloc(22);'.
    WRITE '@KERNEL end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(all.array().length, 8); end.writeUInt16LE(all.array().length, 10);'.
    WRITE '@KERNEL end.writeUInt32LE(directory.length, 12); end.writeUInt32LE(offset, 16);'.
    WRITE '@KERNEL zip.set(Buffer.concat([...locals, directory, end]).toString("hex").toUpperCase());'.
  ENDMETHOD.

  METHOD splice.
    DATA found TYPE t_entries.
    DATA splice_entry TYPE t_splice_entry.
    FIELD-SYMBOLS <entry> TYPE t_entry.
    read_directory(
      EXPORTING
        zip          = zip
        check_header = abap_true
      IMPORTING
        entries      = found ).
    LOOP AT found ASSIGNING <entry>.
      splice_entry-name = <entry>-name.
      splice_entry-offset = <entry>-offset.
      splice_entry-length = xstrlen( <entry>-compressed ).
      IF <entry>-method = method_deflated.
        splice_entry-compressed = 1.
      ELSE.
        splice_entry-compressed = 0.
      ENDIF.
      APPEND splice_entry TO entries.
    ENDLOOP.
  ENDMETHOD.

  METHOD crc32.
    WRITE '@KERNEL const zlib = await import("node:zlib");'.
    WRITE '@KERNEL crc.set(zlib.crc32(Buffer.from(content.get(), "hex")) | 0);'.
  ENDMETHOD.

ENDCLASS.
