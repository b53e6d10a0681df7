/**
 * GET {base_url}/deck/kernel-gaps?package=<P>: the kernel gaps the objects of a package (or of every linked
 * repository) use, most used first (capability kernel.gaps; src/protocol/kernel-gaps.ts).
 */
import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { kernelGapReport } from '../../system/browse/kernel-gaps.js';
import { gitSync } from '../../system/sync/index.js';
import { KERNEL_GAPS_PATH, type KernelGapsResult } from '../../protocol/kernel-gaps.js';

const query = Type.Object({ package: Type.Optional(Type.String({ maxLength: 200 })) });

export function kernelGapsRoute(app: ServiceApp, { system }: RouteContext): void {
  app.get(KERNEL_GAPS_PATH, { schema: { querystring: query }, config: { command: 'KERNEL_GAPS', authorization: requires.developDisplay } }, async (request): Promise<KernelGapsResult> =>
    kernelGapReport(
      { packages: system.packages, gaps: system.gaps, isGap: system.isGap, linkedPackages: () => [...new Set(gitSync(system).links.all().map((link) => link.package))] },
      request.query.package,
    ),
  );
}
