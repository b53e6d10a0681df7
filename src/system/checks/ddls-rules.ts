/**
 * The DDL rules of the spec that abaplint leaves to the DDL handler, read from the parsed CDS tree:
 * a CDS view (define view) needs @AbapCatalog.sqlViewName, a CDS view entity (define view entity) must
 * not carry it, and a view entity addresses parameters only as $parameters.<name>, never as :<name>.
 */
import { ExpressionsCDS, Nodes } from '#abaplint/core';
import { checkMessages } from './messages.js';

export interface DdlFinding {
  row: number;
  message: string;
  word: string;
}

type Node = Nodes.ExpressionNode | Nodes.TokenNode;

/** Findings of the spec's DDL rules for a parsed DDL source (undefined tree: nothing to check). */
export function ddlRuleFindings(tree: Nodes.ExpressionNode | undefined): DdlFinding[] {
  if (!tree) return [];
  const isView = tree.get() instanceof ExpressionsCDS.CDSDefineView || tree.get() instanceof ExpressionsCDS.CDSDefineProjection;
  if (!isView) return [];
  const keywords = tree.getChildren().filter((c): c is Nodes.TokenNode => c instanceof Nodes.TokenNode);
  const isEntity = keywords.some((token) => token.getFirstToken().getStr().toLowerCase() === 'entity');
  const name = tree.findDirectExpression(ExpressionsCDS.CDSName)?.concatTokens() ?? '';
  const defineRow = keywords[0]?.getFirstToken().getStart().getRow() ?? 1;
  const sqlViewName = tree
    .findDirectExpressions(ExpressionsCDS.CDSAnnotation)
    .flatMap((annotation) => annotationPaths(annotation))
    .find((annotation) => annotation.path.toLowerCase() === '@abapcatalog.sqlviewname');

  const findings: DdlFinding[] = [];
  if (!isEntity && tree.get() instanceof ExpressionsCDS.CDSDefineView && !sqlViewName) {
    findings.push({ row: defineRow, message: checkMessages.sqlViewNameMissing(name), word: name });
  }
  if (isEntity && sqlViewName) {
    findings.push({ row: sqlViewName.row, message: checkMessages.sqlViewNameNotAllowed(name), word: 'sqlViewName' });
  }
  if (isEntity) {
    for (const reference of tree.findAllExpressions(ExpressionsCDS.CDSName)) {
      const tokens = reference.getChildren();
      if (tokens.length === 2 && tokens[0]!.getFirstToken().getStr() === ':') {
        const parameter = tokens[1]!.getFirstToken().getStr();
        findings.push({
          row: tokens[0]!.getFirstToken().getStart().getRow(),
          message: checkMessages.parameterSyntaxInEntity(parameter),
          word: `:${parameter}`,
        });
      }
    }
  }
  return findings.sort((a, b) => a.row - b.row);
}

/** The annotation names an annotation sets, with the row of each: `@A.b: x` and `@A: { b: x }` both give @A.b. */
function annotationPaths(annotation: Nodes.ExpressionNode): { path: string; row: number }[] {
  const children = annotation.getChildren();
  const colon = children.findIndex((child) => child instanceof Nodes.TokenNode && child.getFirstToken().getStr() === ':');
  if (colon < 0) return [{ path: annotation.concatTokens(), row: rowOf(annotation) }];
  const prefix = children.slice(0, colon).map((child) => child.concatTokens()).join('');
  return valuePaths(prefix, children[colon + 1], rowOf(annotation));
}

function valuePaths(prefix: string, value: Node | undefined, row: number): { path: string; row: number }[] {
  if (!(value instanceof Nodes.ExpressionNode) || !(value.get() instanceof ExpressionsCDS.CDSAnnotationObject)) {
    return [{ path: prefix, row }];
  }
  const paths: { path: string; row: number }[] = [];
  let key = '';
  const children = value.getChildren();
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    const text = child.concatTokens();
    if (child instanceof Nodes.TokenNode && (text === '{' || text === '}' || text === ',')) {
      key = '';
    } else if (child instanceof Nodes.TokenNode && text === ':') {
      paths.push(...valuePaths(`${prefix}.${key}`, children[index + 1], rowOf(child)));
      index++;
      key = '';
    } else {
      key += text;
    }
  }
  return paths;
}

function rowOf(node: Node): number {
  return node.getFirstToken().getStart().getRow();
}
