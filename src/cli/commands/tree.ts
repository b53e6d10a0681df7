import type { Command } from '../command.js';
import { integerFlag, jsonFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import type { TreeNode, TreeResult } from '../../protocol/results.js';

/** Draws the flat node list as an indented tree (children found by PARENT). */
export function renderTree(result: TreeResult, withTypes: boolean): string {
  if (!result.SUCCESS) return '';
  const children = new Map<string, TreeNode[]>();
  for (const node of result.NODES) {
    if (node.DEPTH === 0) continue;
    children.set(node.PARENT, [...(children.get(node.PARENT) ?? []), node]);
  }
  const lines: string[] = [];
  const label = (node: TreeNode) =>
    `${node.PACKAGE}${node.DESCRIPTION ? `  ${node.DESCRIPTION}` : ''}  (${node.OBJECT_COUNT} object${node.OBJECT_COUNT === 1 ? '' : 's'})`;
  const walk = (node: TreeNode, prefix: string) => {
    const kids = children.get(node.PACKAGE) ?? [];
    kids.forEach((kid, index) => {
      const last = index === kids.length - 1;
      lines.push(`${prefix}${last ? '└─ ' : '├─ '}${label(kid)}`);
      walk(kid, `${prefix}${last ? '   ' : '│  '}`);
    });
  };
  const root = result.NODES.find((n) => n.DEPTH === 0);
  if (root) {
    lines.push(label(root));
    walk(root, '');
  }
  lines.push('', `${result.TOTAL_PACKAGES} package(s), ${result.TOTAL_OBJECTS} object(s)`);
  if (withTypes && result.OBJECTS.length > 0) {
    lines.push(`By type: ${result.OBJECTS.map((o) => `${o.OBJECT} ${o.COUNT}`).join(', ')}`);
  }
  return lines.join('\n') + '\n';
}

export const tree: Command<TreeResult> = {
  name: 'tree',
  examples: [
    { line: 'abapdeck tree --package ZDEMO', does: "the demo's packages three levels deep, with their object counts" },
    { line: 'abapdeck tree --package ZDEMO --depth 1 --include-types --json', does: 'one level, object counts by type, as JSON' },
  ],
  flags: {
    package: { type: 'string', value: 'name', description: 'root package (required)' },
    depth: { type: 'string', value: 'n', description: 'levels below the root, default 3, at most 10' },
    'include-types': { type: 'boolean', description: 'also print the object counts per type' },
    json: jsonFlag,
  },
  async run(context, flags) {
    const pkg = stringFlag(flags, 'package');
    if (!pkg) throw new UsageError('--package is required');
    const depth = integerFlag(flags, 'depth');
    const { tree: treeOf } = await import('../../client/service.js');
    const result = await treeOf((await context.service()).agent, { package: pkg.toUpperCase(), depth, include_objects: true });
    if (!result.SUCCESS && !flags['json']) context.stderr.write(`Error: ${result.ERROR}\n`);
    return { data: result, exitCode: result.SUCCESS ? exitCodes.success : exitCodes.failed };
  },
  renderText: (result, flags) => renderTree(result, flags['include-types'] === true),
};
