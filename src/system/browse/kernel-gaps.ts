/**
 * `kernel gaps`: every kernel gap the objects of a package (with its subpackages) use, or of every linked
 * repository's packages, with the objects that use each, most used first — the kernel's to-do list.
 */
import { KERNEL_GAPS_COMMAND, kernelGapReportMessages, type KernelGapsResult } from '../../protocol/kernel-gaps.js';
import { normalizeName } from '../../protocol/names.js';
import { messages } from '../../protocol/messages.js';
import type { KernelGapStore } from '../repository/kernel-gaps.js';
import type { PackageStore } from '../repository/packages.js';

export interface KernelGapSources {
  packages: PackageStore;
  gaps: KernelGapStore;
  /** Root packages of the linked repositories. */
  linkedPackages: () => string[];
  /** Whether a stored gap is a gap still. */
  isGap: (name: string) => boolean;
}

const DEPTH = 1000;

export function kernelGapReport(sources: KernelGapSources, packageName?: string): KernelGapsResult {
  const root = normalizeName(packageName ?? '');
  if (root !== '' && !sources.packages.exists(root)) return { ...empty(root), success: false, message: messages.packageDoesNotExist(root) };
  const roots = root !== '' ? [root] : sources.linkedPackages();
  const packages = [...new Set(roots.flatMap((name) => sources.packages.subtree(name, DEPTH).map((node) => node.name)))];
  const byName = new Map<string, KernelGapsResult['gaps'][number]>();
  for (const gap of sources.gaps.inPackages(packages)) {
    if (!sources.isGap(gap.name)) continue;
    const entry = byName.get(gap.name) ?? { name: gap.name, object_count: 0, objects: [] };
    entry.objects.push({ obj_type: gap.type, obj_name: gap.object, file: gap.file, line: gap.line });
    entry.object_count = entry.objects.length;
    byName.set(gap.name, entry);
  }
  const gaps = [...byName.values()].sort((a, b) => b.object_count - a.object_count || a.name.localeCompare(b.name));
  const uses = gaps.reduce((sum, gap) => sum + gap.object_count, 0);
  return { ...empty(root), success: true, message: kernelGapReportMessages.found(gaps.length, uses, root === '' ? roots : [root]), gaps };
}

function empty(root: string): KernelGapsResult {
  return { success: true, command: KERNEL_GAPS_COMMAND, message: '', package: root, gaps: [] };
}
