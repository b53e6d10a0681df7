/**
 * Kernel gaps on the wire: a standard name the embedded kernel does not provide. The object using it
 * activates with a warning of its own code; running code that touches the name raises a runtime error
 * naming it; `kernel gaps` ranks them for a package.
 */

/** The code of a kernel gap's warning (pull log, syntax results) and of its runtime error. */
export const KERNEL_GAP = 'KERNEL_GAP';

export const kernelGapMessages = {
  warning: (name: string) => `${name} is not in the embedded kernel (kernel gap): the object is activated, and code that uses ${name} raises a runtime error`,
  runtimeError: (name: string) => `${name} is not available: the embedded kernel does not provide it`,
  unitNeeds: (name: string) => `needs ${name}, not in the embedded kernel`,
  activatedWithGaps: (count: number) => `activated with ${count} kernel gap(s)`,
} as const;

/** The name a runtime error of a kernel gap names, read back from its text. */
export function gapOfRuntimeText(text: string): string | undefined {
  return /^(\S+) is not available: the embedded kernel does not provide it/.exec(text)?.[1];
}

/** The capability and path of `kernel gaps` (an abapdeck extension route). */
export const kernelGapsCapability = 'kernel.gaps';
export const KERNEL_GAPS_PATH = '/deck/kernel-gaps';
export const KERNEL_GAPS_COMMAND = 'KERNEL_GAPS';

export const kernelGapReportMessages = {
  found: (gaps: number, uses: number, packages: readonly string[]) =>
    packages.length === 0 ? 'No repository is linked: name a package with --package' : `${gaps} kernel gap(s), ${uses} use(s), in ${packages.join(', ')}`,
} as const;

// The report's shapes are a module of their own: the work processes and check workers read the texts above
// and load no schema.
export type { KernelGapsResult, KernelGapUse } from './kernel-gap-report.js';
