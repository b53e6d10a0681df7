/**
 * Bounds on what one user may ask of the debugger (issue 33): a breakpoints document of 2.2 MB with 60
 * conditions of 36 KB held the service for 9.5 s. Conditions are parsed on a check worker now; these bounds
 * keep one request's parse short there too (docs/SECURITY.md, "Bounds (part A)", says what a client gets past each).
 */
export const debuggerLimits = {
  /** Bytes of a breakpoints document (the route's body limit; 413 past it). */
  bodyBytes: 256 * 1024,
  /** Characters of one breakpoint's or watchpoint's condition (the breakpoint answered with errorMessage past it). */
  conditionCharacters: 4096,
  /** Breakpoints in one breakpoints document (413 past it). */
  breakpointsPerDocument: 500,
  /** Breakpoints of one user, all terminals together, after a sync (409 past it, nothing changed). */
  breakpointsPerUser: 1000,
  /** Terminals of one user holding breakpoints (409 for a new one past it, nothing changed). */
  terminalsPerUser: 20,
};

export type DebuggerLimits = typeof debuggerLimits;
