/**
 * The editor round trip (issue 21): e opens the object's working-folder file in $EDITOR at the cursor's
 * line, E the system's active version read-only; back in the deck C checks the edited file's syntax and
 * P asks to pull it. The editor is a small node script that records its arguments and the file it was
 * given (and may change it), so the frames and the record tell what happened.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { editorDeps } from '../../src/tui/editor.js';
import { startTestService, tempDir, type TestService } from '../support/service.js';
import { command, keys, startDeck, type Deck } from './support.js';

const demo = resolve(__dirname, '../../examples/demo-repo/src');

let service: TestService;
let deck: Deck | undefined;
let work: string;
let editorScript: string;
let record: string;

interface EditorRun {
  argv: string[];
  content: string;
}

/** What the fake editor was called with, one entry per run. */
const runs = (): EditorRun[] =>
  readFileSync(record, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

beforeAll(async () => {
  service = await startTestService({ demo: true });
  work = tempDir('abapdeck-editor-');
  // only the core package is in the working folder: the tools' objects have no file
  mkdirSync(join(work, 'src'));
  cpSync(join(demo, 'core'), join(work, 'src/core'), { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd: work });
  record = join(work, '..', `${work.split('/').at(-1)}-editor-record.jsonl`);
  editorScript = join(work, '..', `${work.split('/').at(-1)}-fake-editor.cjs`);
  // records argv and the file's content; FAKE_EDIT_FROM/TO change the file
  writeFileSync(
    editorScript,
    `const fs = require('node:fs');
const args = process.argv.slice(2);
const file = args[args.length - 1];
fs.appendFileSync(${JSON.stringify(record)}, JSON.stringify({ argv: args, content: fs.readFileSync(file, 'utf8') }) + '\\n');
if (process.env.FAKE_EDIT_FROM) fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(process.env.FAKE_EDIT_FROM, process.env.FAKE_EDIT_TO));
`,
  );
}, 60_000);
afterEach(() => {
  deck?.unmount();
  deck = undefined;
  rmSync(record, { force: true });
});
afterAll(async () => {
  await service.stop();
  rmSync(work, { recursive: true, force: true });
  rmSync(editorScript, { force: true });
});

function startWithEditor(edit: Record<string, string> = {}): Deck {
  const env = { PATH: process.env['PATH'], EDITOR: `'${process.execPath}' '${editorScript}'`, ...edit };
  return startDeck(service, {
    editor: editorDeps({ cwd: join(work, 'src/core'), env }),
    // a repository to pull from, so that P reaches the pull's confirmation
    sync: {
      target: async () => ({ url: 'https://git.example/demo.git', transport: 'DEVK900001', conflictMode: 'abort' }),
      refusePull: async () => undefined,
    },
  });
}


async function openSource(d: Deck, name: string): Promise<void> {
  await d.waitFor('ZDEMO_CORE');
  await command(d, `obj ${name}`);
  await d.waitFor((_f, s) => s.source.view !== null && s.source.object?.name === name && !s.source.loading, `${name} open`);
}

const localsImp = 'src/core/zcl_demo_fare_calculator.clas.locals_imp.abap';
const lineIn = (path: string, text: string) => readFileSync(join(work, path), 'utf8').split('\n').findIndex((line) => line.includes(text)) + 1;

describe('the editor round trip', () => {
  it("e opens the working-folder file of the cursor's section at its line; C checks the edited file, P asks to pull it", async () => {
    const original = readFileSync(join(work, localsImp), 'utf8');
    deck = startWithEditor({ FAKE_EDIT_FROM: 'ceil( iv_amount )', FAKE_EDIT_TO: 'ceil( iv_amout )' });
    try {
      await openSource(deck, 'ZCL_DEMO_FARE_CALCULATOR');
      // the keys are in the help of the pane
      await deck.press('?');
      await deck.waitFor('Keys · 3 Source');
      let help = deck.frame();
      for (let page = 0; page < 4; page++) {
        await deck.press(keys.pageDown);
        help += deck.frame();
      }
      for (const text of ["edit the object's file of the working folder in $VISUAL / $EDITOR", "open the system's active version in the editor, read-only", 'syntax check of the file last edited with e', 'pull the file last edited with e']) expect(help).toContain(text);
      await deck.press(keys.esc);
      // the cursor on a line of the local implementations: their own file, at that file's line
      await deck.press('/');
      await deck.type('ceil( iv_amount )');
      await deck.press(keys.enter);
      await deck.press('e');
      const frame = await deck.waitFor(`${localsImp} edited: C checks it, P pulls it`);
      expect(frame).toContain('ZCL_DEMO_FARE_CALCULATOR');
      const [run] = runs();
      expect(run!.argv).toEqual([`+${lineIn(localsImp, 'ceil( iv_am')}`, join(work, localsImp)]);
      expect(run!.content).toBe(original);
      expect(readFileSync(join(work, localsImp), 'utf8')).toContain('ceil( iv_amout )');

      // C: the edited file (not the active version) is checked, results in the drawer
      await deck.press('C');
      await deck.waitFor((_f, s) => s.drawer.title === `syntax ${localsImp}` && !s.drawer.running, 'syntax of the edited file');
      expect(deck.frame()).toContain('"iv_amout" not found');
      // >: the drawer marks the finding and the editor opens the edited file at its line (the drawer is a quickfix list)
      await deck.press('g');
      await deck.press('>');
      await deck.waitFor((_f, s) => s.drawer.finding >= 0 && s.editor.editing === null && runs().length === 2, 'the editor on the finding');
      expect(runs()[1]!.argv).toEqual([`+${lineIn(localsImp, 'ceil( iv_am')}`, join(work, localsImp)]);
      expect(deck.frame()).toMatch(/›\s*E line \d+ \(locals_imp\): "iv_amout" not found/);

      // P: the pull of that file, asked first; n changes nothing
      await deck.press('P');
      await deck.waitFor('Pull 1 file(s) into the system?');
      await deck.press('n');
      await deck.waitFor((_f, s) => s.ui.confirm === null, 'confirmation closed');
    } finally {
      writeFileSync(join(work, localsImp), original);
    }
  });

  it('> after C goes to the line of the edited file, not of the active version, when the edit moved the lines (issue 32, item 12)', async () => {
    const original = readFileSync(join(work, localsImp), 'utf8');
    // two lines above the wrong name: the local file's line is two below the active version's
    deck = startWithEditor({ FAKE_EDIT_FROM: 'ceil( iv_amount )', FAKE_EDIT_TO: '\n\n ceil( iv_amout )' });
    try {
      await openSource(deck, 'ZCL_DEMO_FARE_CALCULATOR');
      await deck.press('/');
      await deck.type('ceil( iv_amount )');
      await deck.press(keys.enter);
      const activeLine = lineIn(localsImp, 'ceil( iv_amount )');
      await deck.press('e');
      await deck.waitFor(`${localsImp} edited`);
      const localLine = lineIn(localsImp, 'ceil( iv_amout )');
      expect(localLine).toBe(activeLine + 2);
      await deck.press('C');
      await deck.waitFor((_f, s) => s.drawer.title === `syntax ${localsImp}` && !s.drawer.running, 'syntax of the edited file');
      expect(deck.state().drawer.lines.find((line) => line.at)?.at?.line).toBe(localLine);
      await deck.press('>');
      await deck.waitFor(() => runs().length === 2, 'the editor on the finding');
      expect(runs()[1]!.argv).toEqual([`+${localLine}`, join(work, localsImp)]);
    } finally {
      writeFileSync(join(work, localsImp), original);
    }
  });

  it('e in the objects pane opens the main file at its first line', async () => {
    deck = startWithEditor();
    await deck.waitFor('ZDEMO_CORE');
    await command(deck, 'pkg ZDEMO_CORE');
    await deck.waitFor((_f, s) => s.objects.package === 'ZDEMO_CORE' && s.objects.total > 0, 'objects of ZDEMO_CORE');
    await deck.press('2', '/');
    await deck.type('ZIF_DEMO_FARE_CALCULATOR');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.objects.selectedObject()?.NAME === 'ZIF_DEMO_FARE_CALCULATOR', 'interface selected');
    await deck.press('e');
    await deck.waitFor('src/core/zif_demo_fare_calculator.intf.abap edited');
    expect(runs()[0]!.argv).toEqual(['+1', join(work, 'src/core/zif_demo_fare_calculator.intf.abap')]);
  });

  it('E opens the active version read-only from a temporary file at the cursor line', async () => {
    deck = startWithEditor();
    await openSource(deck, 'ZIF_DEMO_FARE_CALCULATOR');
    await deck.press('j', 'j', 'j');
    const { cursor, view } = deck.state().source;
    const row = view!.rows[cursor]!;
    await deck.press('E');
    await deck.waitFor('active version of INTF ZIF_DEMO_FARE_CALCULATOR shown read-only');
    const [run] = runs();
    const file = run!.argv.at(-1)!;
    expect(run!.argv).toEqual([`+${row.global ?? row.local}`, file]);
    expect(file).toMatch(/abapdeck-active-[^/]+\/zif_demo_fare_calculator\.intf\.abap$/);
    // (root may write any file: the mode is what says read-only)
    expect(statSync(file).mode & 0o222).toBe(0);
    expect(run!.content.trimEnd()).toBe(readFileSync(join(demo, 'core/zif_demo_fare_calculator.intf.abap'), 'utf8').trimEnd());
  });

  it("E on a class's local implementations opens that part's active source at its own line", async () => {
    deck = startWithEditor();
    await openSource(deck, 'ZCL_DEMO_FARE_CALCULATOR');
    await deck.press('/');
    await deck.type('ceil( iv_amount )');
    await deck.press(keys.enter);
    await deck.press('E');
    await deck.waitFor('active version of CLAS ZCL_DEMO_FARE_CALCULATOR shown read-only');
    const [run] = runs();
    const file = run!.argv.at(-1)!;
    expect(file).toMatch(/\/zcl_demo_fare_calculator\.clas\.locals_imp\.abap$/);
    expect(run!.argv[0]).toBe(`+${lineIn(localsImp, 'ceil( iv_amount )')}`);
    expect(run!.content.split('\n')[lineIn(localsImp, 'ceil( iv_amount )') - 1]).toContain('ceil( iv_amount )');
  });

  it('says so in the status line when the object has no working-folder file', async () => {
    deck = startWithEditor();
    await openSource(deck, 'ZCL_DEMO_DUMP');
    await deck.press('e');
    await deck.waitFor('CLAS ZCL_DEMO_DUMP has no file in the working folder');
    expect(runs).toThrow();
    // C without an edited file says why it cannot act
    await deck.press('C');
    await deck.waitFor('no file edited yet');
  });
});
