/**
 * What every CLI command says about itself, written once: the general help, each command's --help and the
 * README's command table (test/cli/readme-commands.test.ts) are rendered from this list (src/cli/help.ts); a
 * command module holds only what the command does (flags, run, renderText). It is data only, so the general
 * help loads no command module.
 *
 * `usage` is the syntax the parser accepts; `details` (Markdown: `code` and [text](link)) says in full what a
 * form does, where the summary is too short for it.
 */
import { messages } from '../../protocol/messages.js';

export interface CommandForm {
  usage: string;
  details?: string;
}

export interface CommandDescription {
  name: string;
  /** One line, shown in the general help. */
  summary: string;
  /** The ways to call the command, one README row each. */
  forms: readonly CommandForm[];
}

const described = [
  {
    name: 'tree',
    summary: 'show the package hierarchy with object counts',
    forms: [
      {
        usage: 'abapdeck tree --package <name> [--depth <n>] [--include-types] [--json]',
        details: 'package hierarchy with object counts (depth default 3, at most 10)',
      },
    ],
  },
  {
    name: 'list',
    summary: 'list the objects of a package',
    forms: [
      {
        usage: 'abapdeck list --package <name> [--type <T,...>] [--name <pattern>] [--limit <n>] [--offset <n>] [--json]',
        details: 'objects of a package, ordered by type and name; `*` in the name pattern matches any characters, `+` one',
      },
    ],
  },
  {
    name: 'view',
    summary: 'show the definition and source of objects',
    forms: [
      {
        usage: 'abapdeck view --objects <name,...> [--type <T>] [--full] [--lines] [--json]',
        details:
          'definitions and sources: classes (public section; with `--full` every section CU, CO, CP, CM001…, CCDEF, CCIMP, CCAU), interfaces, programs, ' +
          'source includes by name (`ZCL_X======…CM001`, `LZGRPU01`), CDS views, structured objects, access controls, enhancements; fields of tables and ' +
          'structures; properties of data elements, domains (fixed values), table types, message classes and function groups. `--full --lines` prints the ' +
          'assembled-source line G and the include line [N] and, per method, a ready `debug set` argument for its first executable statement ' +
          "(`--include testclasses` etc. for local and test classes). Exits 1 when an object is not found (`NOT_FOUND` in `--json`, whose `SUCCESS` stays the system's true) and prints the others",
      },
    ],
  },
  {
    name: 'preview',
    summary: 'show rows of tables and CDS views',
    forms: [
      {
        usage:
          'abapdeck preview --objects <name,...> [--type TABL|DDLS] [--limit <n>] [--offset <n>] [--where <condition>] [--columns <F,...>] [--vertical] [--compact] [--json]',
        details:
          'rows of tables and CDS views (names starting `ZC_` are CDS views): a grid of at most six columns naming the hidden ones, `--vertical` one field ' +
          'per line, `--compact` every column cut to 3–20 characters; limit 1–500 (default 100); the WHERE condition allows `=`, `<>`, `<`, `>`, `<=`, ' +
          '`>=`, `LIKE`, `IN`, `NOT`, `AND`, `OR`, parentheses, literals and field names',
      },
    ],
  },
  {
    name: 'customize',
    summary: 'write an entry of a customizing table',
    forms: [
      {
        usage: 'abapdeck customize <table> --set FIELD=VALUE [FIELD=VALUE ...] [--transport <request> | --no-transport] [--json]',
        details:
          'writes one entry of a customizing table (delivery class C or E): INSERTED or MODIFIED, recorded on a customizing request (`--transport`, else ' +
          "the credentials file's `transport`, else `ABAP_TRANSPORT`); tables of local packages record nothing",
      },
    ],
  },
  {
    name: 'syntax',
    summary: 'check the syntax of local source files without activating them',
    forms: [
      {
        usage: 'abapdeck syntax --files <file,...> [--cloud] [--strict] [--json | --format checkstyle|quickfix]',
        details:
          'syntax check of local source without activating it: a class with all its companion files, a function group with all its modules, an include ' +
          "program inside its parent program from the same folder (errors mapped back to the include's lines); prints `file:line: error: word: message`, " +
          "exits 1 on errors; `--cloud` checks ABAP for Cloud Development; `--format checkstyle` prints checkstyle XML with the repository's file paths, " +
          "`--format quickfix` prints `path:line:col: severity: text` per finding for editors, paths from the working folder's root. A standard name the " +
          'embedded kernel lacks is a warning `KERNEL_GAP` naming it (the code raises a runtime error only where it touches it); `--strict` (or the ' +
          "project's `kernel.strict`) makes it an error, as on an application system",
      },
    ],
  },
  {
    name: 'lint',
    summary: "check local files with abaplint and the repository's abaplint.json (no system needed)",
    forms: [
      {
        usage: 'abapdeck lint [--files <file,...>] [--json | --format checkstyle|quickfix]',
        details:
          "@abaplint/core over the repository's files on this machine (no system needed), with the repository's `abaplint.json` (`global.files`, " +
          '`global.exclude`, `dependencies` with a local `folder`); without one, a default of parser and structure errors plus the quality rules of ' +
          "inspect's `DEFAULT` variant as warnings. `--files` reports only those objects' files. Prints `file:line:column: severity: message [rule]`, " +
          "exits 1 on errors; `--format quickfix` prints `path:line:col: severity: text` per finding for editors, paths from the working folder's root",
      },
    ],
  },
  {
    name: 'inspect',
    summary: 'inspect active objects with a check variant',
    forms: [
      {
        usage: 'abapdeck inspect --files <file,...> [--variant <name>] [--json | --format checkstyle|quickfix] [--junit-output <file>]',
        details:
          'inspects active objects with a check variant (`--variant`, else `inspect.variant` of `.abapgit-agent.json`; `EMPTY` standard checks, the ' +
          'default; `DEFAULT` curated): errors, warnings and infos per object with method, include and line; exits 1 on errors. Objects matching ' +
          '`inspect.exclude` are not inspected; findings matching `inspect.suppress` become infos marked `[suppressed]` and do not fail. `--format ' +
          'checkstyle` prints the findings at their lines in the local files, `--format quickfix` as quickfix lines; `--junit-output` also writes JUnit XML (a testsuite per object, a testcase ' +
          'per finding, errors as failures). The service answers an array of per-object results',
      },
      {
        usage: 'abapdeck inspect --list-variants [--json]',
        details: 'the check variants of the system and what each checks (rule, severity, title); an abapdeck extension (capability `inspect.variants`)',
      },
    ],
  },
  {
    name: 'where',
    summary: 'list where objects are used (classes, interfaces, programs, tables, data elements, domains, table types)',
    forms: [
      {
        usage: 'abapdeck where --objects <name,...> [--type <type>] [--limit <n>] [--offset <n>] [--json]',
        details:
          'where classes, interfaces, programs, tables and structures, data elements, domains and table types are used: type, object, include (readable ' +
          'with view), line, method and package of each reference; the references of all objects are paged together (limit 1–500, default 100; the text ' +
          'says when more pages exist and which `--offset` reads the next). Exits 1 when an object is not found (`NOT_FOUND` in `--json`); an object ' +
          'nobody uses is found, with no references, and exits 0',
      },
    ],
  },
  {
    name: 'dbview',
    summary: 'HANA attribute and calculation views: check, deploy, list, drop, preview; database schemas and tables',
    forms: [
      {
        usage: 'abapdeck dbview check|deploy --package <name> --files <a.calculationview,...> [--transport <nr>] [--json]',
        details:
          'SAP HANA graphical attribute and calculation views (`.attributeview`, `.calculationview`; `.hdbview`, `.hdbprocedure`, `.hdbtablefunction` are ' +
          'rejected): `check` says whether the package is transportable and whether each view would deploy; `deploy` runs check, then writes, generates ' +
          'the SQL view (projection, join, union and aggregation nodes, filters, calculated attributes and measures with arithmetic, concatenation, ' +
          "IF/CASE), activates it and records it on a workbench request (`--transport`, else the credentials file's `transport`, `ABAP_TRANSPORT`, the " +
          "views' open request or a new one; none for local packages), showing both phases. Script-based views and unsupported nodes or expressions are " +
          'refused, naming them',
      },
      {
        usage: 'abapdeck dbview list|import --package <name> [--dir <folder>] [--json]',
        details:
          "the package's views with `deploy_state` (I written, A active) and `hot_status` (I not deployed, A deployed, E failed, D dropped); `import` " +
          'writes the view files into a folder',
      },
      {
        usage: 'abapdeck dbview drop --objects <VIEW,...> [--package <name>] [--transport <nr>] [--json]',
        details: 'sets `hot_status` D and deletes the SQL view; the view stays listed',
      },
      {
        usage: 'abapdeck dbview preview --view <VIEW> [--where <condition>] [--columns <C,...>] [--limit <n>] [--offset <n>] [--vertical] [--compact] [--json]',
        details: 'rows of a deployed view, with the preview grid and WHERE grammar',
      },
      {
        usage: 'abapdeck dbview schema list | tables --schema <S> | fields --schema <S> --table <T> [--json]',
        details:
          "the database's schemas (`SAPDEV` the dictionary's tables and CDS views, `_SYS_BIC` the deployed views, other schemas' tables) with the " +
          'logical → physical schema mapping, the tables of a schema, the columns of a table; logical schema names resolve through the mapping',
      },
      {
        usage: 'abapdeck dbview schema map --schema <LOGICAL> --physical <S> | unmap --schema <LOGICAL> [--json]',
        details: "maintains the system's logical → physical schema mapping (abapdeck's own subactions; S_DEVELOP change)",
      },
      {
        usage: 'abapdeck dbview table-preview --schema <S> --table <T> [--where <condition>] [--columns <C,...>] [--limit <n>] [--offset <n>] [--json]',
        details: 'rows of a schema table (logical schema names resolved)',
      },
    ],
  },
  {
    name: 'pull',
    summary: 'pull objects from git into the system and activate them',
    forms: [
      {
        usage:
          'abapdeck pull [--url <git-url>] [--branch <name>] [--files <f1,f2,…>] [--transport <request>] [--conflict-mode abort|ignore] [--strict] [--sync-xml] [--ignore-local] [--working-files] [--dry-run] [--undo] [--json]',
        details:
          'pulls the repository (or the objects of `--files`) and activates it as one unit: activated objects, errors grouped by object, the transport ' +
          'used; exits 1 with errors or conflicts, 4 when a safeguard refuses. The pull reads git, not the working folder: when files it concerns ' +
          'have changes that are not committed or not pushed to origin, it names them, pulls nothing and exits 4 (`--json`: `local_changes`); ' +
          '`--ignore-local` pulls what git has all the same; `--working-files` pulls those files (or the files of `--files`) as they are in the working ' +
          'folder, not committed (a system that offers it: capability `pull.working-files`, the embedded one). `--sync-xml` rewrites local XML files the system generates differently, ' +
          'amends the last commit, pushes with `--force-with-lease` and pulls again. `--dry-run` shows per object create / update / delete / unchanged / ' +
          'conflict with unified diffs and changes nothing; `--undo` restores every object of the last pull to the version before it (deleting what it ' +
          'created), `--undo --dry-run` lists what the undo would restore, delete or recreate and changes nothing. A standard name ' +
          'the embedded kernel lacks is a kernel gap: the object activates and the log warns (code `KERNEL_GAP`, the name, the line); `--strict` (or the ' +
          "project's `kernel.strict`) fails the object instead. Conflict rules: [docs/GIT-LOOP.md](docs/GIT-LOOP.md)",
      },
    ],
  },
  {
    name: 'diff',
    summary: 'show how git differs from the system, object by object (changes nothing)',
    forms: [
      {
        usage: 'abapdeck diff [--url <git-url>] [--branch <name>] [--files <f1,…>] [--objects <name,…>] [--json]',
        details:
          'how git differs from the system, object by object: unified diffs of sources and metadata against the active (and inactive) version; changes nothing',
      },
    ],
  },
  {
    name: 'history',
    summary: "show the repository link's pulls, imports and undos, or the versions of objects",
    forms: [
      {
        usage: 'abapdeck history [--url <git-url>] [--objects <name,…>] [--limit <n>] [--json]',
        details:
          "the link's pulls, imports and undos (user, time, commit, transport, counts, log), or the versions of objects (who wrote each, when, from which " +
          'repository or route, on which transport)',
      },
    ],
  },
  {
    name: 'import',
    summary: 'export a package into git as a background job, with progress',
    forms: [
      {
        usage: 'abapdeck import [--url <git-url>] [--branch <name>] [--package <name>] [--message <text>] [--prune] [--dry-run] [--json]',
        details:
          "exports the package (the link's package or one of its subpackages) as abapGit files, commits on top of the branch (created when missing) and " +
          'pushes, as a background job: a progress bar on a terminal, a line per update otherwise (polls every 2 s, gives up after 10 minutes). Nothing to ' +
          'change: no commit. Files of objects the system does not hold are kept unless `--prune` (then listed); `--dry-run` lists the files to add, ' +
          'change and delete',
      },
    ],
  },
  {
    name: 'transport',
    summary: 'list, create, check and release transport requests',
    forms: [
      {
        usage:
          'abapdeck transport [list|create|check|release] [--scope mine|task|all] [--type workbench|customizing] [--description <text>] [--number <request>] [--json]',
        details:
          'transport requests: my open ones (`task`: those I have a task in, `all`), create one (asks for a description on a terminal), check one ' +
          '(objects locked in other requests, inactive objects and their errors), release one (owner only, after a passing check). An object on another ' +
          "user's open request is locked against their pulls and drops. The project's `transports.allowCreate`/`allowRelease` refuse (exit 4)",
      },
    ],
  },
  {
    name: 'drop',
    summary: 'delete one object from the system (the object of a file, which stays so it can be pulled again)',
    forms: [
      {
        usage: 'abapdeck drop --files <file> [--transport <request>] [--pull [--conflict-mode abort|ignore]] [--json]',
        details:
          'deletes the object of a file from the system (the file must exist so it can be pulled again; data elements are refused); its versions stay in ' +
          'history; `--pull` pulls the file right after',
      },
    ],
  },
  {
    name: 'inactive',
    summary: 'list inactive objects (mine, or --all) with the errors that keep them inactive',
    forms: [
      {
        usage: 'abapdeck inactive [--all] [--json]',
        details: "my (or, with `--all`, every user's) inactive objects with the errors that keep them inactive",
      },
    ],
  },
  {
    name: 'activate',
    summary: 'activate inactive objects, checked together like a pull',
    forms: [{ usage: 'abapdeck activate --objects <name,…> [--json]' }],
  },
  {
    name: 'create',
    summary: 'link a git repository to a package in the system',
    forms: [
      {
        usage:
          'abapdeck create --package <name> [--url <git-url>] [--branch <name>] [--name <text>] [--display-name <text>] [--folder <path>] [--folder-logic PREFIX|FULL] [--json]',
        details:
          'links a git repository (local path, `file://`, `http(s)://`) to a root package; URL and branch default to the working folder\'s `origin` and ' +
          'current branch, git credentials come from `gitUsername`/`gitPassword` (kept encrypted by the system); folder settings apply when the ' +
          'repository has no `.abapgit.xml`',
      },
    ],
  },
  {
    name: 'delete',
    summary: 'remove the repository link of a git repository (objects stay)',
    forms: [{ usage: 'abapdeck delete [--url <git-url>] [--json]', details: 'removes the repository link (the objects stay)' }],
  },
  {
    name: 'status',
    summary: 'show whether a git repository is linked in the system, and how',
    forms: [
      {
        usage: 'abapdeck status [--url <git-url>] [--json]',
        details: 'whether the repository is linked, to which package and branch, and the commit last pulled',
      },
    ],
  },
  {
    name: 'run',
    summary: 'run a class (IF_OO_ADT_CLASSRUN) or a report and show its output',
    forms: [
      {
        usage: 'abapdeck run --class <name> | --program <name> [--profile] [--profile-output <file>] [--sql-trace] [--json]',
        details:
          "runs a class implementing `IF_OO_ADT_CLASSRUN` (its output object formats scalars, structures and tables as the development tools' console) " +
          'or a report with its coded defaults (its list: output lengths, `/`, `ULINE`, `SKIP`); prints the output; a runtime error exits 1 naming the ' +
          'runtime error and the dump (`dump --detail 1`); `disableRun` refuses (exit 4). A run standing at one of your breakpoints with no debugger ' +
          'listening says so after a second, with how to attach or remove the breakpoints (`unit` too). On the embedded system `--profile` also ' +
          'shows statements and procedures by own time (count, own, total) and the call tree, `--profile-output` writes a `.cpuprofile` with ' +
          'ABAP names (Chrome DevTools, speedscope), `--sql-trace` every database statement with identical ones aggregated and findings (N+1 ' +
          'in a loop, SELECT * with few fields used, full scans, SELECT SINGLE without the full key); `unit` takes the same flags',
      },
    ],
  },
  {
    name: 'probe',
    summary: 'write a throw-away probe class (or report) from a template; run it in the scratch workspace',
    forms: [
      {
        usage: 'abapdeck probe <PURPOSE> [--program] [--run] [--json]',
        details:
          "writes a throw-away probe: a class implementing `IF_OO_ADT_CLASSRUN` (`--program`: a report) from a template that runs as it is, with its " +
          "abapGit XML, into the project's source folder (`STARTING_FOLDER` of `.abapgit.xml`, else `src/`) or, with `safeguards.disableProbeClasses`, " +
          'into `<scratchWorkspace.path>/src/` (refused without a scratch workspace). Named `<classPrefix><PURPOSE>` / `<programPrefix><PURPOSE>` in ' +
          'upper case, at most 30 characters (the purpose is shortened, never the prefix), `_2`, `_3`, … when the name is taken. Prints the commands ' +
          'that follow (syntax, commit, push, `pull --files`, `run`); `--run`, only in the scratch workspace, commits and pushes the probe there, pulls ' +
          'just its file, runs it and prints its output (`disableRun` refuses, exit 4)',
      },
    ],
  },
  {
    name: 'unit',
    summary: 'run the ABAP unit tests of classes in the system',
    forms: [
      {
        usage:
          'abapdeck unit --files <file,...> [--method <name>] [--timeout <seconds>] [--json | --format checkstyle|quickfix] [--junit-output <file>] [--coverage] [--coverage-output <file> [--coverage-format cobertura|lcov|jacoco]] [--coverage-threshold <N>] [--profile] [--profile-output <file>] [--sql-trace]',
        details:
          'runs the unit tests of the classes behind class or test-class files (within `--timeout` seconds, else `unit.timeoutSeconds` of `.abapgit-agent.json`, else the system\'s limit; a run that reaches it keeps the results of the methods that finished and names the method that ran out of time): failing methods per test class (FAILURE with message, expected and ' +
          'actual; ERROR with the exception, its line and the dump), then `All N tests passed` or `F of N tests failed`; exits 1 on failures. ' +
          '`--method` runs one test method (`SUMS`: of every test class that has it; `LTCL_X=>SUMS`: of that one; an abapdeck extension of the system). ' +
          '`--junit-output` also writes JUnit XML: a testsuite per class, a testcase per test method (read from the local test classes; the system names ' +
          "only failures), the run's time. `--coverage` also measures statement coverage per class and method (an abapdeck extension of the system); " +
          '`--coverage-output` writes it as Cobertura, LCOV or JaCoCo; `--coverage-threshold` fails a class that covers less than N percent of its ' +
          'statements (else `coverage.threshold` of `.abapgit-agent.json`). `--format checkstyle` or `quickfix` places the failures at their test ' +
          "methods' METHOD lines in the local test-class files",
      },
    ],
  },
  {
    name: 'dump',
    summary: 'list short dumps, or show one in detail',
    forms: [
      {
        usage: 'abapdeck dump [--user <u>] [--date <d>] [--time <t>] [--timezone <zone>] [--program <p>] [--error <e>] [--limit <n>] [--detail <n>] [--json]',
        details:
          'short dumps, newest first (default the last 7 days, limit 20, at most 100): `--date` TODAY, YESTERDAY, a date or a range `<d>..<d>`, ' +
          "`--time` HH:MM or HH:MM..HH:MM, local date and time of `--timezone` (an IANA zone, default this computer's) turned into UTC safely across " +
          'daylight-saving changes, times shown in that zone; `--detail n` shows the n-th of the list: runtime error, what happened, error analysis, the ' +
          'source extract with the error line marked `>>>>>`, and the active calls',
      },
    ],
  },
  {
    name: 'trace',
    summary: "list a real system's ABAP runtime traces, or show one's hit list and database accesses",
    forms: [
      {
        usage: 'abapdeck trace list [--user <name>] [--json] | show <id> [--json]',
        details:
          "reads ADT's ABAP runtime traces of a real system (taken there): `list` the trace runs of a user (default the connection's) with the " +
          'traced object and its runtime, `show` one run (its id as `list` shows it) with its hit list by net time and its database accesses by ' +
          'time (times in microseconds, 30 rows each; `--json` has them all). The embedded system takes no such traces: it profiles what it runs ' +
          'itself (`run --profile`, `unit --profile`, `--sql-trace`), and `trace` says so',
      },
    ],
  },
  {
    name: 'debug',
    summary: 'set breakpoints and debug a running program (REPL, or a background session for scripts)',
    forms: [
      {
        usage:
          'abapdeck debug set --files <file>:<n>[,…] | --objects <name>:<n>[,…] | --object <name> --line <n> [--include testclasses|locals_imp|locals_def] [--json]',
        details:
          `sets external breakpoints for your user; only executable statements are accepted (\`${messages.breakpointInvalidPosition}\` for comments, ` +
          "blank lines, declarations, `METHOD`/`ENDMETHOD`); `--include` lines count from the include's start. The list is kept per system and user " +
          '(`$XDG_STATE_HOME/abapdeck/debug`) because every request sends it whole; exits 1 when none was set',
      },
      {
        usage: 'abapdeck debug exception <CLASS>[,…] [--json]',
        details:
          'exception breakpoints (ADT\'s kind="exception"): the program stops where an exception of the class or a subclass is raised, by RAISE ' +
          'EXCEPTION, by the runtime (CX_SY_ZERODIVIDE at a division) or by a database statement (CX_SY_OPEN_SQL_DB); the stop shows {EXCEPTION} ' +
          '(the exception) and {EXCEPTION_TEXT} (its get_text( ), a T100 message filled in) among the variables. Kept in the list with the line ' +
          'breakpoints (`list`, `delete`, `enable`, `disable`; `condition` evaluates at the raising statement, `--skip n` lets the first n raises ' +
          'go); exits 1 when the class is no exception class',
      },
      {
        usage: "abapdeck debug watch <var> [--condition <expr>] | watch --list | watch --delete <id> [--json]",
        details:
          'watchpoints of the background session (set while stopped, on a variable of the selected frame; they end with the session): the program ' +
          'stops after each statement that changed the variable, and the step says the old and the new value; with a condition only where it holds',
      },
      {
        usage: 'abapdeck debug list | delete --id <n|id> | delete --all [--json]',
        details: 'the breakpoints (the local list first, else what the system holds); delete one by the number the list shows, its id or its position, or all',
      },
      {
        usage: "abapdeck debug enable --id <n|id> | disable --id <n|id> | condition --id <n|id> [--condition <expr|''>] [--skip <n>] [--json]",
        details:
          'a disabled breakpoint stays in the list but is not sent, so nothing stops there; a condition (`LV_X = 3`) is sent with the breakpoint ' +
          'and evaluated by the system at the line (it stops only when it holds; one it cannot evaluate stops and is reported); `--skip n` lets the ' +
          'first n passes go',
      },
      {
        usage: 'abapdeck debug attach [--timeout <s>]',
        details:
          'waits (default 30 s) for one of your runs to reach a breakpoint, then a REPL: `s` into, `n` over, `o` out, `c` continue (and wait for the next ' +
          'stop), `v` variables, `x <var>` expand (`LS_X`, `LT_X[1]`, `LO_X->ATTR`, `LR_X->*`), `bt` stack, `q` detach (deletes all breakpoints, then ' +
          'one continue), `kill` terminate, `h` help; shows the source around the position. On a terminal: line editing, a history kept between ' +
          'sessions and Tab completion of commands and variable names',
      },
      {
        usage: 'abapdeck debug record <file.json> [--timeout <s>]',
        details:
          'the REPL of `attach`, and each stop is kept in the file: the position with its source lines, the stack, and the variables and expansions ' +
          'read there (`v`, `x`); one shareable JSON file (format `abapdeck-debug-recording`, version 1), rewritten at every change',
      },
      {
        usage: 'abapdeck debug replay <file.json> [--json]',
        details:
          'walks a recording with no system connected: `n`/`s`/`o`/`c`/`f` the next stop, `b` back one stop, `g <n>` to stop n, `l` the stops, `v`, `x <var>`, ' +
          '`bt` as recorded, `q` ends; `--json` lists the stops (position, frames, variables and expansions read)',
      },
      {
        usage: 'abapdeck debug attach --json [--timeout <s>]',
        details:
          'for scripts: prints `Listener active` on stderr while listening, the session as JSON once attached, and leaves a background process holding ' +
          'the session (socket and session id kept in the state; it exits on `terminate` or after 30 idle minutes)',
      },
      {
        usage: 'abapdeck debug step --type over|into|out|continue | vars [--name <var> | --expand <var>] | stack | terminate [--json]',
        details:
          'drive the background session: one ABAP statement at a time (`out` of the outermost method runs to the end or the next breakpoint), ' +
          'variables, the ABAP stack (top first), abort the program (no short dump); values changed since the previous stop are marked `*` ' +
          '(`changed` in --json); while a step or continue runs, `vars` and `stack` answer `Not stopped` at once',
      },
      {
        usage: 'abapdeck debug frame --position <n> | vars --name <var> --set <value> | run-to --line <n> | jump --line <n> [--json]',
        details:
          'frame: select frame n of the stack (0 the top, as `stack` numbers them; goToStack) and show its position and variables, which `vars` ' +
          'reads until the next step; `--set`: give a simple variable a value, converted by its type (the system says why it cannot be); run-to: ' +
          'run until a line of the current source (or a breakpoint first); jump: make that line the next statement (of the current block or one around it), nothing between runs',
      },
    ],
  },
  {
    name: 'serve',
    summary: "run the embedded system's HTTP service",
    forms: [
      {
        usage: 'abapdeck serve [--port <n>] [--host <addr> [--allow-remote]] [--trusted-proxy <addr,…>] [--data <dir>] [--idle-exit <minutes>] [--no-extensions]',
        details:
          "run the embedded system's service (default 127.0.0.1:50000); `--no-extensions` serves only the public implementation's routes. The service " +
          'speaks plain HTTP (no TLS): a `--host` other than a loopback address is refused (exit 4) unless `--allow-remote` is given, and then it warns ' +
          'that passwords and sources travel unencrypted — put a TLS-terminating proxy in front for use over a network, and name it with `--trusted-proxy` ' +
            "so failed logons count against each client's forwarded address, not the proxy's",
      },
      { usage: 'abapdeck serve --stop', details: "stop the embedded default's background server" },
    ],
  },
  {
    name: 'user',
    summary: "manage users of an embedded system's data folder",
    forms: [
      {
        usage:
          'abapdeck user list | add <NAME> [--role developer|viewer] [--password-stdin] | passwd <NAME> [--password-stdin] | grant <NAME> <OBJECT> <ACTIVITY> | revoke <NAME> <OBJECT> <ACTIVITY> | remove <NAME> [--data <dir>] [--client <nnn>] [--json]',
        details:
          "manage users of an embedded system's data folder. Passwords are never taken as arguments (the process list shows them): `--password-stdin` " +
          'reads the first line of standard input, on a terminal you are asked without echo, else one is generated and shown once. Only scrypt hashes are ' +
          "stored; `passwd` and `remove` end the user's sessions at their next call and drop the user's initial password from `credentials.json`",
      },
    ],
  },
  {
    name: 'health',
    summary: 'check that the system answers (and which one)',
    forms: [{ usage: 'abapdeck health [--json]', details: 'which system answers, as whom' }],
  },
  {
    name: 'kernel',
    summary: 'list the kernel gaps: standard names the embedded kernel lacks that the code uses',
    forms: [
      {
        usage: 'abapdeck kernel gaps [--package <name>] [--json]',
        details:
          'every kernel gap (a standard class, interface, type, table, function module or message class the embedded kernel does not provide) ' +
          'the objects of a package and its subpackages use — without `--package`, those of every linked repository — with the objects that use ' +
          'it and their count, most used first; an abapdeck extension (capability `kernel.gaps`)',
      },
    ],
  },
  {
    name: 'ctx',
    summary: 'list the contexts (named systems) of the contexts file and switch the current one',
    forms: [
      {
        usage: 'abapdeck ctx [list] [--json]',
        details:
          'the contexts of `$XDG_CONFIG_HOME/abapdeck/contexts.json` (else `~/.config/abapdeck/contexts.json`): name, where it points (never a password), ' +
          'read-only and production marks, the current one, and which system a command in this folder uses and why. `abapdeck --context <name> <command>` ' +
          'uses a context for one command ([docs/CONTEXTS.md](docs/CONTEXTS.md))',
      },
      {
        usage: 'abapdeck ctx use <name> [--json]',
        details:
          "makes a context the current one (the file's `current`); an unknown name is refused with the known ones. A working folder's `.abapGitAgent` " +
          'or ABAP_HOST still wins over the current context; `--context` wins over both',
      },
    ],
  },
  {
    name: 'mcp',
    summary: 'serve the commands to AI assistants as an MCP server over stdio, governed',
    forms: [
      {
        usage: "abapdeck mcp [--allow <op,…>] [--read-only] [--packages <pattern,…>] [--tools full|minimal] [--mask [--mask-fields <pattern,…>]] [--http <port>]",
        details:
          'an MCP server on stdio whose tools (`abap_<area>_<verb>`) are the commands, answering what `--json` prints. Running code, pulling, ' +
          'importing, dropping, activating and releasing ask the user through the client (elicitation) and are refused when it cannot ask, ' +
          'unless `--allow run,pull,…` grants them; `--read-only` refuses every change; `--packages` refuses objects outside those packages, reads ' +
          'included; `--mask` gives the assistant aliases for names, e-mail addresses, IBANs and phone numbers in preview rows, dumps and runs, ' +
          'and reads them back in its arguments; `--tools minimal` offers six intent-level tools (read, check, test, change, run, debug) instead; ' +
          '`--http <port>` serves the streamable HTTP transport on 127.0.0.1 with a bearer token written to ' +
          '`$XDG_STATE_HOME/abapdeck/mcp-http-token` (mode 0600). Every call is logged to `$XDG_STATE_HOME/abapdeck/mcp-audit.jsonl` ' +
          '([README: AI assistants](#ai-assistants-mcp))',
      },
      { usage: 'abapdeck mcp --audit', details: "print the MCP server's audit log (one JSON line per tool call)" },
    ],
  },
  {
    name: 'lsp',
    summary: 'serve the language service to editors as a language server over stdio',
    forms: [
      {
        usage: 'abapdeck lsp [--debounce <ms>]',
        details:
          'a Language Server Protocol server on stdio for Neovim, Helix, Emacs and VS Code: definition, implementation, references, hover, ' +
          'document and workspace symbols, highlight, rename, quick fixes, formatting (as abaplint.json sets keyword case and indentation) ' +
          'and completion, answered by the system with the open buffers sent along; diagnostics (syntax and the standard checks) are pushed ' +
          'on open and after each change (debounced, 250 ms by default); the commands `abapdeck.check`, `abapdeck.unit` and `abapdeck.pull` ' +
          'run syntax, unit and pull on the current file ([README: Editors](#editors-lsp))',
      },
    ],
  },
  {
    name: 'dap',
    summary: 'debug from an editor: a Debug Adapter Protocol server over stdio (nvim-dap, VS Code, Helix, Emacs)',
    forms: [
      {
        usage: 'abapdeck dap',
        details:
          'a debug adapter on stdin/stdout for the system of the working folder (or `--context`). launch runs `{"class": "ZCL_…"}`, ' +
          '`{"program": "Z…"}` or `{"unitFile": "src/….testclasses.abap"}` (with `"method"`: one test method) under the debugger (output to the debug console); attach waits for ' +
          "your next run that reaches a breakpoint. Breakpoints by working-folder file (abapGit file names) with conditions, hit counts and log " +
          'points; method, exception and data breakpoints; stack, scopes, variables, set value, evaluate (variables; conditions in the console), steps, jump to line ' +
          '([README: Debugging from an editor](#debugging-from-an-editor-dap))',
      },
    ],
  },
] as const satisfies readonly CommandDescription[];

export type CommandName = (typeof described)[number]['name'];

export const commandDescriptions: readonly (CommandDescription & { name: CommandName })[] = described;
