import type { AbapObject } from '../objects.js';

/**
 * Data elements every SAP system ships and customer tables refer to (MANDT, SYUNAME, TIMESTAMPL …).
 * The embedded system has no SAP basis, so the dictionary falls back to these when the repository does
 * not hold the data element itself. Types are given directly, without their domains.
 */
const STANDARD_DATA_ELEMENTS: ReadonlyArray<[name: string, type: string, length: number, decimals: number, text: string]> = [
  ['MANDT', 'CLNT', 3, 0, 'Client'],
  ['SPRAS', 'LANG', 1, 0, 'Language Key'],
  ['LANGU', 'LANG', 1, 0, 'Language Key'],
  ['SYUNAME', 'CHAR', 12, 0, 'User Name'],
  ['UNAME', 'CHAR', 12, 0, 'User Name'],
  ['XUBNAME', 'CHAR', 12, 0, 'User Name in User Master Record'],
  ['SYDATUM', 'DATS', 8, 0, 'Current Date of Application Server'],
  ['SYUZEIT', 'TIMS', 6, 0, 'Current Time of Application Server'],
  ['DATUM', 'DATS', 8, 0, 'Date'],
  ['UZEIT', 'TIMS', 6, 0, 'Time'],
  ['TIMESTAMP', 'DEC', 15, 0, 'UTC Time Stamp in Short Form (YYYYMMDDhhmmss)'],
  ['TIMESTAMPL', 'DEC', 21, 7, 'UTC Time Stamp in Long Form (YYYYMMDDhhmmssmmmuuun)'],
  ['ABAP_BOOLEAN', 'CHAR', 1, 0, 'Boolean Variable (X = True, Space = False)'],
  ['BOOLE_D', 'CHAR', 1, 0, 'Data element for domain BOOLE: TRUE (=\'X\') and FALSE (=\' \')'],
  ['XFELD', 'CHAR', 1, 0, 'Checkbox'],
  ['FLAG', 'CHAR', 1, 0, 'General Flag'],
  ['DEVCLASS', 'CHAR', 30, 0, 'Package'],
  ['TROBJTYPE', 'CHAR', 4, 0, 'Object Type'],
  ['SOBJ_NAME', 'CHAR', 40, 0, 'Object Name in Object Directory'],
  ['TRKORR', 'CHAR', 20, 0, 'Request/Task'],
  ['WAERS', 'CUKY', 5, 0, 'Currency Key'],
  ['MEINS', 'UNIT', 3, 0, 'Base Unit of Measure'],
  ['LAND1', 'CHAR', 3, 0, 'Country/Region Key'],
  ['ARBGB', 'CHAR', 20, 0, 'Message Class'],
  ['MSGNR', 'CHAR', 3, 0, 'Message Number'],
  ['NATXT', 'CHAR', 73, 0, 'Message Text'],
  ['SYSUUID_X16', 'RAW', 16, 0, '16 Byte UUID in 16 Bytes (Raw Format)'],
  ['SYSUUID_C32', 'CHAR', 32, 0, '16 Byte UUID in 32 Characters (Hexadecimal Encoded)'],
  ['STRING', 'STRG', 0, 0, 'String'],
  ['INT4', 'INT4', 10, 0, 'Natural Number'],
];

const BY_NAME = new Map<string, AbapObject>(
  STANDARD_DATA_ELEMENTS.map(([name, type, length, decimals, text]) => [
    name,
    {
      type: 'DTEL',
      name,
      description: text,
      metadata: {
        DD04V: {
          ROLLNAME: name,
          DDLANGUAGE: 'E',
          DATATYPE: type,
          LENG: String(length).padStart(6, '0'),
          DECIMALS: String(decimals).padStart(6, '0'),
          DDTEXT: text,
          REPTEXT: text,
          SCRTEXT_M: text,
        },
      },
      sources: {},
    },
  ]),
);

/** The standard data element of that name, if the embedded system knows it. */
export function standardDataElement(name: string): AbapObject | undefined {
  return BY_NAME.get(name.toUpperCase());
}
