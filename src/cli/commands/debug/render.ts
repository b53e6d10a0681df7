/** Text renderings of the debug command's data (the --json output is the data itself). */
import type { DebugData } from '../debug.js';
import type { BreakpointView } from '../../../debug/breakpoints.js';
import { renderPosition, renderReached, renderStack, renderVariables, renderWatchpoints } from '../../../debug/render.js';

/** The id, or `disabled`, and the condition. */
function breakpointNote(bp: BreakpointView): string {
  return [bp.enabled === false ? 'disabled' : bp.id, bp.condition ? `if ${bp.condition}` : '', bp.skipCount ? `skip ${bp.skipCount}` : ''].filter(Boolean).join('  ');
}

export function renderDebugData(data: DebugData): string {
  switch (data.action) {
    case 'watch':
      return renderWatchpoints(data.watchpoints);
    case 'exception':
    case 'set': {
      const lines = data.breakpoints.map((bp) => `Breakpoint set at ${bp.position}`);
      for (const rejected of data.rejected) lines.push(`Cannot set ${rejected.position}: ${rejected.error}`);
      return lines.join('\n') + '\n';
    }
    case 'list':
      if (data.breakpoints.length === 0) return 'No breakpoints.\n';
      return data.breakpoints.map((bp, index) => `${String(index + 1).padStart(2)}  ${bp.position.padEnd(36)}  ${breakpointNote(bp)}`.trimEnd()).join('\n') + '\n';
    case 'enable':
    case 'disable':
    case 'condition':
      return `${data.breakpoint.position}  ${breakpointNote(data.breakpoint)}\n`;
    case 'delete':
      return data.deleted === 0 ? 'No such breakpoint.\n' : `${data.deleted} breakpoint(s) deleted.\n`;
    case 'attach':
      if ('end' in data) return '';
      return `Attached (session ${data.session}); background process ${data.pid}.\n${renderPosition(data.position)}`;
    case 'step':
      if (data.continued) return 'Continued: the program runs on; a next breakpoint stops it for this session.\n';
      if (data.finished || !data.position) return 'The program has ended.\n';
      return renderReached(data.reached) + renderPosition(data.position);
    case 'vars':
      if ('variable' in data) return `${data.variable} = '${data.value}'\n`;
      return `${data.expanded ? `${data.expanded}:\n` : ''}${renderVariables(data.variables, { paths: data.expanded !== undefined })}`;
    case 'frame':
      return `Frame #${data.frame}: ${renderPosition(data.position)}${renderVariables(data.variables)}`;
    case 'run-to':
    case 'jump':
      if (data.finished || !data.position) return 'The program has ended.\n';
      return renderPosition(data.position);
    case 'stack':
      return renderStack(data.stack);
    case 'terminate':
      return 'The program was terminated.\n';
    case 'record':
      return '';
    case 'replay':
      if (!('version' in data)) return '';
      return data.stops.map((stop) => `${String(stop.stop).padStart(4)}  ${stop.position.padEnd(36)} ${stop.event}`).join('\n') + '\n';
    case 'daemon':
      return '';
  }
}
