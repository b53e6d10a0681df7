"! XML markup for sXML and iXML: a document (XML 1.0 with namespaces, or JSON as JSON-XML) read into one flat
"! list of tokens in document order, the escaping of texts and attribute values, and the code pages of byte input.
CLASS kernel_sxml_markup DEFINITION PUBLIC FINAL CREATE PRIVATE.

  PUBLIC SECTION.
    "! Token kinds; the first five equal the node types of IF_SXML_NODE.
    CONSTANTS:
      BEGIN OF kind,
        element_open  TYPE i VALUE 1,
        element_close TYPE i VALUE 2,
        value         TYPE i VALUE 4,
        attribute     TYPE i VALUE 32,
        namespace     TYPE i VALUE 33,
        pi            TYPE i VALUE 256,
        comment       TYPE i VALUE 512,
      END OF kind.

    "! One token. An opening element is followed by its attribute and namespace declaration tokens (NAME is
    "! the declared prefix, empty for the default namespace, VALUE the URI). BLANK marks whitespace between
    "! markup, which readers drop unless asked to keep it.
    TYPES:
      BEGIN OF token,
        kind   TYPE i,
        name   TYPE string,
        prefix TYPE string,
        nsuri  TYPE string,
        value  TYPE string,
        cdata  TYPE abap_bool,
        blank  TYPE abap_bool,
        offset TYPE i,
      END OF token.
    TYPES tokens TYPE STANDARD TABLE OF token WITH EMPTY KEY.

    "! The tokens of TEXT up to the first syntax error, if any, which ERROR_TEXT describes at ERROR_OFFSET.
    "! With UNDECLARED_PREFIXES (iXML), a prefix without a declaration is kept, in no namespace, rather than
    "! an error.
    CLASS-METHODS tokenize
      IMPORTING
        text                TYPE string
        undeclared_prefixes TYPE abap_bool DEFAULT abap_false
      EXPORTING
        tokens       TYPE tokens
        error_text   TYPE string
        error_offset TYPE i
        is_json      TYPE abap_bool
        standalone   TYPE abap_bool.

    "! The text of a byte document: a byte order mark or the encoding of the XML declaration decides, else UTF-8.
    CLASS-METHODS decode
      IMPORTING
        data        TYPE xstring
      RETURNING
        VALUE(text) TYPE string.

    "! TEXT as UTF-8, or in the code page CODEPAGE names (an IANA name such as iso-8859-1).
    CLASS-METHODS encode
      IMPORTING
        text        TYPE string
        codepage    TYPE string DEFAULT `utf-8`
      RETURNING
        VALUE(data) TYPE xstring.

    "! TEXT escaped for element content, or with ATTRIBUTE for a double-quoted attribute value.
    CLASS-METHODS escape
      IMPORTING
        text           TYPE string
        attribute      TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(escaped) TYPE string.

    "! TEXT as the contents of a JSON string literal.
    CLASS-METHODS escape_json
      IMPORTING
        text           TYPE string
      RETURNING
        VALUE(escaped) TYPE string.

    "! The text or byte input of a reader or parser (an xstring is decoded, anything else taken as text).
    CLASS-METHODS text_of
      IMPORTING
        input       TYPE any
      RETURNING
        VALUE(text) TYPE string.

    "! Line and column (1-based) of OFFSET in TEXT.
    CLASS-METHODS position
      IMPORTING
        text   TYPE string
        offset TYPE i
      EXPORTING
        line   TYPE i
        column TYPE i.

ENDCLASS.



CLASS kernel_sxml_markup IMPLEMENTATION.

  METHOD tokenize.
    DATA token TYPE token.
    CLEAR: tokens, error_text, error_offset, is_json, standalone.
    WRITE '@KERNEL {'.
    WRITE '@KERNEL const xsrc = text.get().replace(/\r\n?/g, "\n"); const xn = xsrc.length; const xtokens = [];'.
    WRITE '@KERNEL const XMLNS = "http://www.w3.org/2000/xmlns/"; const XMLURI = "http://www.w3.org/XML/1998/namespace";'.
    WRITE '@KERNEL class XmlSyntaxError { constructor(message, at) { this.message = message; this.at = at; } }'.
    WRITE '@KERNEL const fail = (message, at) => { throw new XmlSyntaxError(message, at); };'.
    WRITE '@KERNEL const nameRe = /[A-Za-z_:\u00C0-\uFFFF][A-Za-z0-9_:.\-\u00B7\u00C0-\uFFFF]*/y;'.
    WRITE '@KERNEL const readName = (at) => { nameRe.lastIndex = at; const m = nameRe.exec(xsrc); return m ? m[0] : undefined; };'.
    WRITE '@KERNEL const isSpace = (c) => c === " " || c === "\t" || c === "\n" || c === "\r";'.
    WRITE '@KERNEL const entities = { amp: "&", lt: "<", gt: ">", quot: "\u0022", apos: "\u0027" };'.
    WRITE '@KERNEL const decodeRefs = (raw, at) => raw.indexOf("&") < 0 ? raw : raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z_][A-Za-z0-9_.\-]*)?(;?)/g, (all, ref, semi, pos) => {'.
    WRITE '@KERNEL   if (!ref || !semi) fail("Invalid reference to an entity or a character", at + pos);'.
    WRITE '@KERNEL   if (ref[0] === "#") { const cp = ref[1] === "x" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);'.
    WRITE '@KERNEL     if (!(cp > 0 && cp <= 0x10FFFF)) fail("Invalid character reference &" + ref + ";", at + pos); return String.fromCodePoint(cp); }'.
    WRITE '@KERNEL   if (!(ref in entities)) fail("Unknown entity &" + ref + ";", at + pos); return entities[ref]; });'.
    WRITE '@KERNEL const splitName = (q) => { const c = q.indexOf(":"); return c < 0 ? ["", q] : [q.slice(0, c), q.slice(c + 1)]; };'.
    WRITE '@KERNEL const scopes = [new Map([["xml", XMLURI]])]; const open = [];'.
    WRITE '@KERNEL const resolve = (prefix, at, attribute) => { if (attribute && prefix === "") return ""; if (prefix === "xmlns") return XMLNS;'.
    WRITE '@KERNEL   for (let s = scopes.length - 1; s >= 0; s--) if (scopes[s].has(prefix)) return scopes[s].get(prefix);'.
    WRITE '@KERNEL   if (prefix !== "" && undeclared_prefixes.get() !== "X") fail("Namespace prefix " + prefix + " is not declared", at); return ""; };'.
    WRITE '@KERNEL const json = (from) => {'.
    WRITE '@KERNEL   let p = from; const ws = () => { while (p < xn && isSpace(xsrc[p])) p++; };'.
    WRITE '@KERNEL   const str = () => { const m = /"(?:[^"\\\u0000-\u001F]|\\["\\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/y; m.lastIndex = p; const r = m.exec(xsrc); if (!r) fail("Invalid JSON string", p); p += r[0].length; return JSON.parse(r[0]); };'.
    WRITE '@KERNEL   const value = (key) => { ws(); const at = p; const c = xsrc[p]; const member = key === undefined ? [] : [{ k: 32, name: "name", value: key, off: at }];'.
    WRITE '@KERNEL     const leaf = (name, v) => { xtokens.push({ k: 1, name, off: at }, ...member); if (v !== undefined) xtokens.push({ k: 4, value: v, off: at }); xtokens.push({ k: 2, name, off: p }); };'.
    WRITE '@KERNEL     if (c === "{") { xtokens.push({ k: 1, name: "object", off: at }, ...member); p++; ws();'.
    WRITE '@KERNEL       if (xsrc[p] === "}") p++; else for (;;) { ws(); if (xsrc[p] !== "\u0022") fail("JSON member name expected", p); const k = str(); ws(); if (xsrc[p] !== ":") fail("Colon expected", p); p++; value(k); ws();'.
    WRITE '@KERNEL         if (xsrc[p] === ",") { p++; continue; } if (xsrc[p] === "}") { p++; break; } fail("Comma or } expected", p); }'.
    WRITE '@KERNEL       xtokens.push({ k: 2, name: "object", off: p }); return; }'.
    WRITE '@KERNEL     if (c === "[") { xtokens.push({ k: 1, name: "array", off: at }, ...member); p++; ws();'.
    WRITE '@KERNEL       if (xsrc[p] === "]") p++; else for (;;) { value(undefined); ws(); if (xsrc[p] === ",") { p++; continue; } if (xsrc[p] === "]") { p++; break; } fail("Comma or ] expected", p); }'.
    WRITE '@KERNEL       xtokens.push({ k: 2, name: "array", off: p }); return; }'.
    WRITE '@KERNEL     if (c === "\u0022") { const v = str(); leaf("str", v); return; }'.
    WRITE '@KERNEL     const lit = /true|false|null|-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+\-]?[0-9]+)?/y; lit.lastIndex = p; const r = lit.exec(xsrc); if (!r) fail("Invalid JSON value", p); p += r[0].length;'.
    WRITE '@KERNEL     if (r[0] === "null") leaf("null", undefined); else if (r[0] === "true" || r[0] === "false") leaf("bool", r[0]); else leaf("num", r[0]); };'.
    WRITE '@KERNEL   value(undefined); ws(); if (p < xn) fail("Content after the JSON value", p);'.
    WRITE '@KERNEL };'.
    WRITE '@KERNEL try {'.
    WRITE '@KERNEL   let i = xsrc.charCodeAt(0) === 0xFEFF ? 1 : 0; const start = i; let rootSeen = false; let rootClosed = false;'.
    WRITE '@KERNEL   while (i < xn && isSpace(xsrc[i])) i++;'.
    " JSON is any JSON value at the top (an object, an array, a string, a number, true, false or null); XML begins with <
    WRITE '@KERNEL   if (i < xn && /^(?:[{\[\u0022\-0-9]|(?:true|false|null)(?![A-Za-z0-9_]))/.test(xsrc.slice(i, i + 6))) { is_json.set("X"); json(i); i = xn; } else i = start;'.
    WRITE '@KERNEL   while (i < xn) {'.
    WRITE '@KERNEL     const lt = xsrc.indexOf("<", i); const end = lt < 0 ? xn : lt;'.
    WRITE '@KERNEL     if (end > i) { const raw = xsrc.slice(i, end);'.
    WRITE '@KERNEL       if (open.length === 0) { if (/[^ \t\n]/.test(raw)) fail(rootClosed ? "Text after the root element" : "Text before the root element", i); }'.
    WRITE '@KERNEL       else { if (raw.includes("]]>")) fail("The sequence ]]> is not allowed in text", i + raw.indexOf("]]>")); xtokens.push({ k: 4, value: decodeRefs(raw, i), off: i }); }'.
    WRITE '@KERNEL       i = end; continue; }'.
    WRITE '@KERNEL     if (xsrc.startsWith("<!--", i)) { const e = xsrc.indexOf("-->", i + 4); if (e < 0) fail("Comment is not closed", i);'.
    WRITE '@KERNEL       if (open.length) xtokens.push({ k: 512, value: xsrc.slice(i + 4, e), off: i }); i = e + 3; continue; }'.
    WRITE '@KERNEL     if (xsrc.startsWith("<![CDATA[", i)) { if (!open.length) fail("CDATA section outside the root element", i); const e = xsrc.indexOf("]]>", i + 9); if (e < 0) fail("CDATA section is not closed", i);'.
    WRITE '@KERNEL       xtokens.push({ k: 4, value: xsrc.slice(i + 9, e), cdata: true, off: i }); i = e + 3; continue; }'.
    WRITE '@KERNEL     if (xsrc.startsWith("<?", i)) { const e = xsrc.indexOf("?>", i + 2); if (e < 0) fail("Processing instruction is not closed", i);'.
    WRITE '@KERNEL       const body = xsrc.slice(i + 2, e); const target = readName(i + 2) ?? "";'.
    WRITE '@KERNEL       if (target.toLowerCase() === "xml") { if (i !== start) fail("The XML declaration must come first", i);'.
    WRITE '@KERNEL         const sa = /standalone\s*=\s*["\u0027]yes/.exec(body); if (sa) standalone.set("X"); }'.
    WRITE '@KERNEL       else if (open.length) xtokens.push({ k: 256, name: target, value: body.slice(target.length).trim(), off: i });'.
    WRITE '@KERNEL       i = e + 2; continue; }'.
    WRITE '@KERNEL     if (xsrc.startsWith("<!DOCTYPE", i)) { if (rootSeen) fail("Document type declaration after the root element", i); let depth = 0; let j = i;'.
    WRITE '@KERNEL       for (; j < xn; j++) { const c = xsrc[j]; if (c === "[") depth++; else if (c === "]") depth--; else if (c === ">" && depth === 0) break; }'.
    WRITE '@KERNEL       if (j >= xn) fail("Document type declaration is not closed", i); i = j + 1; continue; }'.
    WRITE '@KERNEL     if (xsrc[i + 1] === "/") { const q = readName(i + 2); if (!q) fail("Invalid end tag", i); let j = i + 2 + q.length; while (isSpace(xsrc[j])) j++;'.
    WRITE '@KERNEL       if (xsrc[j] !== ">") fail("End tag </" + q + "> is not closed", i); const top = open.pop();'.
    WRITE '@KERNEL       if (!top || top.q !== q) fail(top ? "end tag \u0027" + q + "\u0027 does not match begin tag \u0027" + top.q + "\u0027" : "end tag \u0027" + q + "\u0027 has no begin tag", i);'.
    WRITE '@KERNEL       scopes.pop(); xtokens.push({ k: 2, name: top.name, prefix: top.prefix, uri: top.uri, off: i }); if (!open.length) rootClosed = true; i = j + 1; continue; }'.
    WRITE '@KERNEL     if (rootClosed) fail("Element after the root element", i);'.
    WRITE '@KERNEL     const q = readName(i + 1); if (!q) fail("Invalid start tag", i);'.
    WRITE '@KERNEL     let j = i + 1 + q.length; const attrs = []; let empty = false;'.
    WRITE '@KERNEL     for (;;) { const gap = j; while (j < xn && isSpace(xsrc[j])) j++;'.
    WRITE '@KERNEL       if (j >= xn) fail("Start tag <" + q + "> is not closed", i);'.
    WRITE '@KERNEL       if (xsrc[j] === ">") { j++; break; } if (xsrc.startsWith("/>", j)) { empty = true; j += 2; break; }'.
    WRITE '@KERNEL       const a = readName(j); if (!a || j === gap) fail("Invalid attribute in start tag <" + q + ">", j); j += a.length; while (isSpace(xsrc[j])) j++;'.
    WRITE '@KERNEL       if (xsrc[j] !== "=") fail("Attribute " + a + " has no value", j); j++; while (isSpace(xsrc[j])) j++;'.
    WRITE '@KERNEL       const quote = xsrc[j]; if (quote !== "\u0022" && quote !== "\u0027") fail("Value of attribute " + a + " is not quoted", j);'.
    WRITE '@KERNEL       const close = xsrc.indexOf(quote, j + 1); if (close < 0) fail("Value of attribute " + a + " is not closed", j);'.
    WRITE '@KERNEL       const raw = xsrc.slice(j + 1, close); if (raw.includes("<")) fail("Character < in the value of attribute " + a, j);'.
    WRITE '@KERNEL       if (attrs.some((x) => x.q === a)) fail("Attribute " + a + " occurs twice", j);'.
    WRITE '@KERNEL       attrs.push({ q: a, value: decodeRefs(raw.replace(/[\t\n]/g, " "), j + 1), off: j }); j = close + 1; }'.
    WRITE '@KERNEL     const scope = new Map(); for (const a of attrs) { if (a.q === "xmlns") scope.set("", a.value); else if (a.q.startsWith("xmlns:")) scope.set(a.q.slice(6), a.value); }'.
    WRITE '@KERNEL     scopes.push(scope); const [prefix, name] = splitName(q);'.
    WRITE '@KERNEL     xtokens.push({ k: 1, name, prefix, uri: resolve(prefix, i, false), off: i }); rootSeen = true;'.
    WRITE '@KERNEL     for (const a of attrs) { if (a.q === "xmlns" || a.q.startsWith("xmlns:")) { xtokens.push({ k: 33, name: a.q === "xmlns" ? "" : a.q.slice(6), prefix: "xmlns", uri: XMLNS, value: a.value, off: a.off }); continue; }'.
    WRITE '@KERNEL       const [ap, an] = splitName(a.q); xtokens.push({ k: 32, name: an, prefix: ap, uri: resolve(ap, a.off, true), value: a.value, off: a.off }); }'.
    WRITE '@KERNEL     if (empty) { scopes.pop(); xtokens.push({ k: 2, name, prefix, uri: resolve(prefix, i, false), off: i }); if (!open.length) rootClosed = true; }'.
    WRITE '@KERNEL     else open.push({ q, name, prefix, uri: resolve(prefix, i, false) });'.
    WRITE '@KERNEL     i = j; }'.
    WRITE '@KERNEL   if (open.length || !xtokens.length) fail("unexpected end-of-file", xn);'.
    WRITE '@KERNEL } catch (e) { if (!(e instanceof XmlSyntaxError)) throw e; error_text.set(e.message); error_offset.set(e.at); }'.
    WRITE '@KERNEL let previous;'.
    WRITE '@KERNEL for (let t = 0; t < xtokens.length; t++) { const tok = xtokens[t]; if (tok.k === 32 || tok.k === 33) continue;'.
    WRITE '@KERNEL   if (tok.k === 4 && !tok.cdata && !/[^ \t\n]/.test(tok.value)) { const next = xtokens[t + 1]; tok.blank = !(previous?.k === 1 && next?.k === 2); }'.
    WRITE '@KERNEL   previous = tok; }'.
    WRITE '@KERNEL for (const tok of xtokens) { const r = token.get(); r.kind.set(tok.k); r.name.set(tok.name ?? ""); r.prefix.set(tok.prefix ?? ""); r.nsuri.set(tok.uri ?? "");'.
    WRITE '@KERNEL   r.value.set(tok.value ?? ""); r.cdata.set(tok.cdata ? "X" : ""); r.blank.set(tok.blank ? "X" : ""); r.offset.set(tok.off); abap.statements.append({ source: token, target: tokens }); }'.
    WRITE '@KERNEL }'.
  ENDMETHOD.

  METHOD decode.
    WRITE '@KERNEL const bytes = Buffer.from(data.get(), "hex"); let label = "utf-8"; let from = 0;'.
    WRITE '@KERNEL if (bytes[0] === 0xEF && bytes[1] === 0xBB && bytes[2] === 0xBF) from = 3;'.
    WRITE '@KERNEL else if (bytes[0] === 0xFF && bytes[1] === 0xFE) { label = "utf-16le"; from = 2; }'.
    WRITE '@KERNEL else if (bytes[0] === 0xFE && bytes[1] === 0xFF) { label = "utf-16be"; from = 2; }'.
    WRITE '@KERNEL else { const head = bytes.subarray(0, 200).toString("latin1"); const m = /^<\?xml[^>]*encoding\s*=\s*["\u0027]([A-Za-z0-9._\-]+)/.exec(head); if (m) label = m[1].toLowerCase(); }'.
    WRITE '@KERNEL let decoder; try { decoder = new TextDecoder(label); } catch { decoder = new TextDecoder("utf-8"); }'.
    WRITE '@KERNEL text.set(decoder.decode(bytes.subarray(from)));'.
  ENDMETHOD.

  METHOD encode.
    WRITE '@KERNEL const name = codepage.get().trim().toLowerCase(); const s = text.get();'.
    WRITE '@KERNEL let bytes; if (name === "utf-16" || name === "utf-16le") bytes = Buffer.from(s, "utf16le");'.
    WRITE '@KERNEL else if (["iso-8859-1", "latin1", "us-ascii", "ascii"].includes(name)) bytes = Buffer.from(s.replace(/[^\u0000-\u00FF]/g, "?"), "latin1");'.
    WRITE '@KERNEL else bytes = Buffer.from(s, "utf8");'.
    WRITE '@KERNEL data.set(bytes.toString("hex").toUpperCase());'.
  ENDMETHOD.

  METHOD escape.
    WRITE '@KERNEL let s = text.get().replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");'.
    WRITE '@KERNEL if (attribute.get() === "X") s = s.replace(/"/g, "&quot;").replace(/\t/g, "&#9;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;");'.
    WRITE '@KERNEL else s = s.replace(/\r/g, "&#13;");'.
    WRITE '@KERNEL escaped.set(s);'.
  ENDMETHOD.

  METHOD escape_json.
    WRITE '@KERNEL escaped.set(JSON.stringify(text.get()).slice(1, -1));'.
  ENDMETHOD.

  METHOD text_of.
    DATA(kind) = cl_abap_typedescr=>describe_by_data( input )->type_kind.
    IF kind = cl_abap_typedescr=>typekind_xstring OR kind = cl_abap_typedescr=>typekind_hex.
      text = decode( CONV xstring( input ) ).
    ELSE.
      text = input.
    ENDIF.
  ENDMETHOD.

  METHOD position.
    WRITE '@KERNEL const before = text.get().replace(/\r\n?/g, "\n").slice(0, offset.get()); const nl = before.lastIndexOf("\n");'.
    WRITE '@KERNEL line.set(before.split("\n").length); column.set(offset.get() - nl);'.
  ENDMETHOD.

ENDCLASS.
