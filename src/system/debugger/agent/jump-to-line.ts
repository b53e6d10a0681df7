/**
 * Run to line and jump to line in the inspector agent. Run to line goes on to a row through V8 breakpoints of its
 * own; jump to line sets the stopped procedure's `$jump` local so that the statement's jump check (the build's jump
 * dispatch, jump-dispatch.ts) sends it to the target's case. A step's skip list leaves the dispatch's own code out.
 */
import type { StopPosition } from '../agent-protocol.js';
import { JUMP_LOCAL, JUMP_REFUSALS, jumpValue, type JumpBlock, type JumpCase } from '../../execution/transpile/jump-format.js';
import type { GeneratedModule } from '../../execution/transpile/generated-module.js';
import { LineBreakpoints } from './line-breakpoints.js';
import { isRaise, mergeRanges, type Location, type Paused, type SkipRange } from './inspector-types.js';

export abstract class JumpToLine extends LineBreakpoints {
  /** A jump checked by prepareJump: its module, the dispatched list and the index of the case it goes to. */
  private pendingJump: { module: string; block: JumpBlock; at: number } | undefined;

  /**
   * Run to line: on until the statement at the target row is reached (or a breakpoint before it, or the run's
   * end: undefined), through V8 breakpoints of its own at the statement's generated lines, removed after.
   */
  protected async runToLine(target: { file: string; row: number }): Promise<StopPosition | undefined> {
    if (!this.paused) throw new Error('the debuggee is not stopped');
    const placed: string[] = [];
    for (const module of this.index.modulesOf(target.file)) {
      for (const line of this.index.module(module)?.linesOf(target.file, target.row) ?? []) {
        const cdpId = await this.breakAt(module, line);
        if (cdpId) placed.push(cdpId);
      }
    }
    if (placed.length === 0) throw new Error('The target line has no code that runs');
    return this.runToPlaced(target, placed);
  }

  /** Runs on to the target through V8 breakpoints placed for it, which are removed after. */
  private async runToPlaced(target: { file: string; row: number }, placed: readonly string[]): Promise<StopPosition | undefined> {
    this.stepping = true;
    try {
      return await this.runToBreakpoint({ target, placed });
    } finally {
      this.stepping = false;
      for (const cdpId of placed) await this.post('Debugger.removeBreakpoint', { breakpointId: cdpId }).catch(() => {});
    }
  }

  /**
   * Checks that a jump from the stop can go to the statement at the target row and keeps where it goes (the
   * dispatched list and case, jump-dispatch.ts) for the step that makes it; throws the reason's code
   * (JumpRefusal) when it cannot. The target is a statement of the list whose check runs next (the stop's
   * statement) or of a list around it, in the same procedure.
   */
  protected prepareJump(target: { file: string; row: number }): void {
    this.pendingJump = undefined;
    const paused = this.paused;
    if (!paused) throw new Error('the debuggee is not stopped');
    if (this.exceptionShown || isRaise(paused)) throw new Error(JUMP_REFUSALS.atRaise);
    const frame = paused.callFrames[0]!;
    const place = this.index.placeOf(frame.location, frame);
    const module = place ? this.index.module(place.module) : undefined;
    const next = place && module ? this.nextCheck(module, frame.location) : undefined;
    if (!place || !module || !next) throw new Error(JUMP_REFUSALS.notAtStatement);
    const byId = new Map(module.jumpBlocks.map((block) => [block.id, block]));
    const rootOf = (block: JumpBlock): JumpBlock => (block.parent === -1 ? block : rootOf(byId.get(block.parent)!));
    const matches = (entry: JumpCase) => entry.file === target.file && entry.row === target.row;
    for (let block: JumpBlock | undefined = next; block; block = byId.get(block.parent)) {
      const at = block.cases.findIndex(matches);
      if (at >= 0) {
        this.pendingJump = { module: place.module, block, at };
        return;
      }
    }
    const root = rootOf(next);
    const inProcedure = module.jumpBlocks.some((block) => rootOf(block) === root && block.cases.some(matches));
    throw new Error(inProcedure ? JUMP_REFUSALS.intoBlock : JUMP_REFUSALS.otherProcedure);
  }

  /**
   * What a step should not stop at in the module of a pause, for V8's skipList: the jump dispatch's own code (a
   * list's opener and end, `$jump`'s declaration: jump-dispatch.ts), which runs on entering and leaving every list,
   * and, from a statement's jump check, the rest of that line (V8 would pause again at the statement itself).
   * A conditional breakpoint's patch in front of a line moves its code right.
   */
  protected stepSkipList(paused: Paused): SkipRange[] | undefined {
    const location = paused.callFrames[0]?.location;
    const place = location ? this.index.placeOf(location, paused.callFrames[0]!) : undefined;
    const module = place ? this.index.module(place.module) : undefined;
    if (!location || !module) return undefined;
    const { scriptId } = location;
    const ranges: SkipRange[] = [];
    const code = module.dispatchCode;
    // the function stood in: a step pauses in another function only by a call or a return, where there is no dispatch code before its statement
    const definition = paused.callFrames[0]!.functionLocation;
    const first = definition?.scriptId === scriptId ? definition.lineNumber : location.lineNumber;
    const last = definition?.scriptId === scriptId ? module.functionEnd(first) : location.lineNumber;
    for (let i = 0; i + 2 < code.length; i += 3) {
      const lineNumber = code[i]!;
      if (lineNumber < first || lineNumber > last) continue;
      const shift = this.patches.prefixLength(scriptId, lineNumber);
      ranges.push({ scriptId, start: { lineNumber, columnNumber: code[i + 1]! + shift }, end: { lineNumber, columnNumber: code[i + 2]! + shift } });
    }
    const after = module.checkEnd(location.lineNumber);
    const column = after === undefined ? undefined : after + this.patches.prefixLength(scriptId, location.lineNumber);
    if (column !== undefined && location.columnNumber < column) ranges.push({ scriptId, start: { lineNumber: location.lineNumber, columnNumber: column }, end: { lineNumber: location.lineNumber + 1, columnNumber: 0 } });
    return ranges.length > 0 ? mergeRanges(ranges) : undefined;
  }

  /**
   * The dispatched list whose check runs next from a pause: the check of the paused line at or after the pause
   * (a conditional breakpoint's patch stands in front of it), or the first check of the next line when the pause
   * is on a loop's first line of its body (a loop header's stop, before the body's list is entered).
   */
  private nextCheck(module: GeneratedModule, location: Location): JumpBlock | undefined {
    const line = location.lineNumber;
    const patch = this.patches.prefixLength(location.scriptId, line);
    const loopBody = module.beginsLoop(line - 1);
    for (const block of module.jumpBlocks) {
      for (const entry of block.cases) {
        if (entry.line === line && location.columnNumber <= entry.column + patch) return block;
        if (entry.line === line + 1 && loopBody) return block;
      }
    }
    return undefined;
  }

  /**
   * Jump to line: the prepared jump is written into the stopped procedure's `$jump` local and the program runs on;
   * the check of the statement it stood at sends it to the target's case, where a V8 breakpoint of the jump's own
   * stops it.
   */
  protected async jumpToLine(target: { file: string; row: number }): Promise<StopPosition | undefined> {
    const jump = this.pendingJump;
    this.pendingJump = undefined;
    const frame = this.paused?.callFrames[0];
    if (!frame || !jump) throw new Error('the debuggee is not stopped');
    // the function's own scope holds it (the block scopes of the lists it stands in come first)
    let set = false;
    for (let scopeNumber = 0; scopeNumber < frame.scopeChain.length && !set; scopeNumber++) {
      if (frame.scopeChain[scopeNumber]!.type !== 'local' && frame.scopeChain[scopeNumber]!.type !== 'block') continue;
      set = await this.post('Debugger.setVariableValue', { scopeNumber, variableName: JUMP_LOCAL, newValue: { value: jumpValue(jump.block.id, jump.at) }, callFrameId: frame.callFrameId }).then(
        () => true,
        () => false,
      );
    }
    if (!set) throw new Error(JUMP_REFUSALS.notAtStatement);
    // at the check's own column: a breakpoint of the user at the line (column 0) is another V8 breakpoint, not a clash
    const check = jump.block.cases[jump.at]!;
    const placed = await this.breakAt(jump.module, check.line, check.column);
    return this.runToPlaced(target, placed ? [placed] : []);
  }
}
