/**
 * Checkstyle XML, the findings format code-review tools and CI annotate sources from:
 * <checkstyle><file name="src/zcl_x.clas.abap"><error line column severity message source/></file></checkstyle>.
 * Pure model → XML; the commands map their results to it.
 */
import { xmlDocument, type XmlElement } from './xml.js';

export type CheckstyleSeverity = 'error' | 'warning' | 'info';

export interface CheckstyleFinding {
  line: number;
  column?: number;
  severity: CheckstyleSeverity;
  message: string;
  /** The check that found it, e.g. `abapdeck.syntax` or `abaplint.unused_variables`. */
  source: string;
}

export interface CheckstyleFile {
  /** The repository's path of the file where known (forward slashes). */
  name: string;
  findings: CheckstyleFinding[];
}

/** Files in the order given, one element per name (findings of a name given twice are joined). */
export function checkstyleElement(files: readonly CheckstyleFile[]): XmlElement {
  const byName = new Map<string, CheckstyleFinding[]>();
  for (const file of files) byName.set(file.name, [...(byName.get(file.name) ?? []), ...file.findings]);
  return {
    name: 'checkstyle',
    attributes: { version: '4.3' },
    children: [...byName].map(([name, findings]) => ({
      name: 'file',
      attributes: { name },
      children: findings.map((finding) => ({
        name: 'error',
        attributes: {
          line: Math.max(finding.line, 0),
          column: finding.column !== undefined && finding.column > 0 ? finding.column : undefined,
          severity: finding.severity,
          message: finding.message,
          source: finding.source,
        },
      })),
    })),
  };
}

export async function checkstyleXml(files: readonly CheckstyleFile[]): Promise<string> {
  return xmlDocument(checkstyleElement(files));
}
