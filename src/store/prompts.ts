import { completeCommand, runCommand } from './commands.js';
import { dumpFilterWords } from './dump-filters.js';
import type { DeckState } from './types.js';
import { paneSpec } from './pane-spec.js';

/** The one-line inputs of the TUI: the command line and the pane inputs opened by a key. */
export type PromptKind = 'command' | 'filter' | 'search' | 'where' | 'section' | 'dumpFilter' | 'transportDescription' | 'listFilter' | 'dbviewPackage' | 'dbviewCheck' | 'dbviewDeploy' | 'dbviewImport' | 'dbviewMap' | 'exportRows' | 'breakpointCondition' | 'debugWatch' | 'exceptionBreakpoint' | 'debugWatchpoint' | 'debugRunTo' | 'debugJump' | 'commitMessage' | 'debugValue' | 'rename';

export interface PromptBehaviour {
  /** Shown before the text. */
  label: string;
  /** Shown greyed when the text is empty. */
  placeholder: string;
  open?(): void;
  /** Every edit: filtering and searching happen as you type. */
  change?(text: string): void;
  submit(text: string): void;
  cancel?(): void;
  complete?(text: string): string[];
  /** The text after Tab picked a completion (default: the completion itself). */
  applyCompletion?(text: string, completion: string): string;
}

export function promptBehaviour(kind: PromptKind, get: () => DeckState): PromptBehaviour {
  switch (kind) {
    case 'command':
      return {
        label: ':',
        placeholder: 'pkg ZDEMO_CORE · obj ZCL_DEMO_FARE_CALCULATOR · preview ZDEMO_FLIGHT · dumps today · q   (Tab completes)',
        complete: (text) => completeCommand(text, get()),
        submit: (text) => runCommand(text, get),
      };
    case 'filter': {
      return {
        label: '/',
        placeholder: 'name pattern (FARE, ZCL_*), re:<expression>, !<not matching>, type codes (clas intf)',
        open: () => get().objects.beginFilter(),
        change: (text) => get().objects.setFilterText(text),
        submit: (text) => get().objects.setFilterText(text, { now: true }),
        cancel: () => get().objects.cancelFilter(),
      };
    }
    case 'search':
      return {
        label: '/',
        placeholder: 'search in the source',
        change: (text) => get().source.search(text),
        submit: (text) => get().source.search(text, { jump: true }),
        cancel: () => get().source.search(''),
      };
    case 'rename':
      return {
        label: 'rename to ',
        placeholder: 'the new name: every change is shown in the drawer before the working folder\'s files change',
        submit: (text) => void get().language.rename(text),
      };
    case 'debugValue':
      return {
        label: 'new value ',
        placeholder: "converted by the variable's type as ABAP does (12.5 into an I rounds); the system refuses what does not convert",
        submit: (text) => void get().debugger.setValue(text),
      };
    case 'commitMessage':
      return {
        label: 'commit message ',
        placeholder: 'what the change does: the files are committed and pushed, then the pull goes on (Esc: nothing)',
        submit: (text) => void get().sync.commitAndPull(text),
        cancel: () => void get().sync.commitAndPull(''),
      };
    case 'breakpointCondition':
      return {
        label: 'stop if ',
        placeholder: "LV_X = 3 · LV_NAME <> 'ABC'   (empty: always; the system evaluates it at the line)",
        submit: (text) => void get().debugger.setCondition(text),
      };
    case 'debugWatch':
      return {
        label: 'watch ',
        placeholder: 'a variable: LV_X, LS_X-COMP, LO_X->ATTR, LT_X[1]',
        complete: (text) => get().debugger.variables.filter((row) => row.depth === 0 && row.variable.name.startsWith(text.trim().toUpperCase())).map((row) => row.variable.name),
        submit: (text) => void get().debugger.watch(text),
      };
    case 'exceptionBreakpoint':
      return {
        label: 'stop at exception ',
        placeholder: 'an exception class: CX_SY_ZERODIVIDE (its subclasses stop too)',
        submit: (text) => void get().debugger.addException(text),
      };
    case 'debugWatchpoint':
      return {
        label: 'watchpoint ',
        placeholder: 'a variable, then a condition if any: LV_X · LV_X LV_X > 3   (stops after each change)',
        complete: (text) => get().debugger.variables.filter((row) => row.depth === 0 && row.variable.name.startsWith(text.trim().toUpperCase())).map((row) => row.variable.name),
        submit: (text) => void get().debugger.addWatchpoint(text),
      };
    case 'debugRunTo':
      return {
        label: 'run to line ',
        placeholder: 'a line of the source the program stands in: it runs until it gets there (or to a breakpoint first)',
        submit: (text) => void get().debugger.toLine('run', text),
      };
    case 'debugJump':
      return {
        label: 'jump to line ',
        placeholder: 'a statement of the current block or one around it: the next statement run is that line\'s, nothing between runs',
        submit: (text) => void get().debugger.toLine('jump', text),
      };
    case 'transportDescription':
      return {
        label: 'new transport request: ',
        placeholder: 'its description',
        submit: (text) => void get().transports.create(text),
      };
    case 'where':
      return {
        label: 'WHERE ',
        placeholder: "CARRIER_ID = 'ZA' AND PRICE > 400   (checked by the server)",
        submit: (text) => get().preview.applyWhere(text),
      };
    case 'section':
      return {
        label: 'section ',
        placeholder: 'method or section name (Tab completes)',
        complete: (text) => get().source.sectionNames().filter((name) => name.toUpperCase().includes(text.trim().toUpperCase())),
        submit: (text) => get().source.jumpToSection(text),
      };
    case 'listFilter': {
      // the focused pane's rows, filtered as typed; Esc clears the filter (as k9s's does)
      const target = () => paneSpec(get().ui.panes, get().ui.focus)?.listFilter;
      return {
        label: '/',
        placeholder: 'text  ·  re:<regular expression>  ·  ! before either keeps the rows that do not match',
        change: (text) => target()?.set(get(), text),
        submit: (text) => target()?.set(get(), text),
        cancel: () => target()?.set(get(), ''),
      };
    }
    case 'exportRows':
      return {
        label: 'export rows to ',
        placeholder: 'a file: rows.csv, or rows.json for JSON',
        submit: (text) => void get().preview.exportRows(text),
      };
    case 'dbviewCheck':
      return {
        label: 'check view files ',
        placeholder: 'a.calculationview,b.attributeview (from the working folder)',
        submit: (text) => void get().dbview.checkFiles(text),
      };
    case 'dbviewDeploy':
      return {
        label: 'deploy view files ',
        placeholder: 'a.calculationview,b.attributeview (checked first, then deployed; asks)',
        submit: (text) => get().dbview.confirmDeploy(text),
      };
    case 'dbviewImport':
      return {
        label: 'write the view files to ',
        placeholder: 'a folder (. is the working folder)',
        submit: (text) => void get().dbview.importTo(text),
      };
    case 'dbviewMap':
      return {
        label: 'map logical schema ',
        placeholder: 'LOGICAL (to the schema under the cursor), or LOGICAL PHYSICAL',
        submit: (text) => void get().dbview.mapSchema(text),
      };
    case 'dbviewPackage':
      return {
        label: 'views of package ',
        placeholder: 'package name',
        submit: (text) => void get().dbview.showViews(text),
      };
    case 'dumpFilter':
      return {
        label: 'dumps ',
        placeholder: 'today | yesterday | week | 2025-03-01[..2025-03-07]  time=08:00..09:30 tz=Europe/Berlin user= program= error=',
        complete: (text) => {
          const words = text.split(' ');
          const last = words.pop() ?? '';
          return dumpFilterWords.filter((w) => w.startsWith(last.toLowerCase())).map((w) => [...words, w].join(' '));
        },
        submit: (text) => get().dumps.applyFilter(text),
      };
  }
}
