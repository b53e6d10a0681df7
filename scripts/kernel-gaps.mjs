#!/usr/bin/env node
/**
 * Which standard names a folder of abapGit files uses that the embedded kernel does not declare, ranked by
 * the number of objects that use each.
 *
 * The folder's files and the kernel's (src/system/kernel/abap) are parsed together with @abaplint/core, with
 * the open toolchain's rule for names: a name of the customer namespace (Z*, Y*, local classes, the
 * namespaces the folder's own objects use) must exist, any other unknown name is void. The void names are
 * what the kernel lacks:
 *   - classes and interfaces (abaplint's void object references),
 *   - types and tables named in code (void type and void table references: data elements, structures,
 *     table types, transparent tables, type pools' types),
 *   - dictionary objects of the folder whose fields, domains or row types are void,
 *   - type pools of TYPE-POOLS statements and function modules of CALL FUNCTION with a literal name that no
 *     object of the folder or the kernel provides.
 *
 * usage: node scripts/kernel-gaps.mjs <folder> [<folder> ...] [--top N] [--json | --errors]
 * --errors lists instead the syntax errors that remain with those names void: the project's own, or a kernel
 * declaration that lacks what the project uses (a gap would not be an error, a half-declared name is).
 * Several folders are counted together (an object per folder and name); each row says in how many folders
 * the name is used. Prints rank, name, kind, objects, folders and a few of the objects.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ABAPObject, BasicTypes, Config, Expressions, MemoryFile, Objects, Registry, Statements, SyntaxLogic, Version } from '@abaplint/core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kernelDirectory = join(root, 'src', 'system', 'kernel', 'abap');

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

/** abapGit files under a folder: path relative to the folder and text. */
function filesOf(folder) {
  const files = [];
  const walk = (directory) => {
    for (const entry of readdirSync(directory)) {
      if (entry.startsWith('.')) continue;
      const path = join(directory, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(abap|xml)$/i.test(entry) && entry.split('.').length >= 3) files.push({ path, text: readFileSync(path, 'utf8') });
    }
  };
  walk(folder);
  return files;
}

/** Object key of an abapGit file name: "CLAS ZCL_X". */
function keyOf(fileName) {
  const parts = basename(fileName).split('.');
  return `${parts[1].toUpperCase()} ${parts[0].replace(/#/g, '/').toUpperCase()}`;
}

/** The errorNamespace: the customer namespace, local names, and the /NS/ prefixes the folder's objects use. */
function errorNamespace(files) {
  const namespaces = new Set();
  for (const file of files) {
    const match = /^(\/[A-Z0-9_]+\/)/.exec(keyOf(file.path).split(' ')[1]);
    if (match) namespaces.add(match[1].replace(/\//g, '\\/'));
  }
  return `^(Z|Y|LCL_|LTCL_|LTC_|LTD_|LTH_|LIF_|LSC_${[...namespaces].map((ns) => `|${ns}`).join('')})`;
}

function registryOf(projectFiles) {
  const config = {
    global: { files: '/**/*.*', exclude: [], noIssues: [], skipGeneratedGatewayClasses: true, skipGeneratedPersistentClasses: true, skipGeneratedFunctionGroups: true },
    dependencies: [],
    syntax: { version: Version.v757, errorNamespace: errorNamespace(projectFiles), globalConstants: [], globalMacros: [] },
    rules: {},
  };
  const registry = new Registry(new Config(JSON.stringify(config)));
  const projectKeys = new Set(projectFiles.map((file) => keyOf(file.path)));
  const kernel = readdirSync(kernelDirectory)
    .filter((name) => /\.(abap|xml)$/.test(name) && !projectKeys.has(keyOf(name)))
    .map((name) => new MemoryFile(name, readFileSync(join(kernelDirectory, name), 'utf8')));
  registry.addFiles(kernel);
  registry.addFiles(projectFiles.map((file) => new MemoryFile(basename(file.path), file.text)));
  return registry.parse();
}

/** Void names of a type tree (structures, tables, references). */
function voidNames(type, into, seen = new Set()) {
  if (!type || seen.has(type)) return;
  seen.add(type);
  if (type instanceof BasicTypes.VoidType) {
    const name = type.getVoided();
    if (name) into.add(name.split('-')[0].split('=>')[0].toUpperCase());
  } else if (type instanceof BasicTypes.StructureType) {
    for (const component of type.getComponents()) voidNames(component.type, into, seen);
  } else if (type instanceof BasicTypes.TableType) {
    voidNames(type.getRowType(), into, seen);
  } else if (type instanceof BasicTypes.DataReference) {
    voidNames(type.getType(), into, seen);
  }
}

/** A void type reference names a class or interface (TYPE REF TO) or a dictionary type; told apart by the usual prefixes. */
const typeKind = (name) => (/^(CL|CX)_/i.test(name) ? 'CLAS' : /^IF_/i.test(name) ? 'INTF' : 'type');

/** Syntax errors that remain with unknown standard names void: the project's own, or a kernel declaration that lacks what the project uses. */
const errors = [];

/** The void names of one object, by kind. */
function gapsOf(registry, object, functionModules) {
  const gaps = new Map();
  const add = (name, kind) => {
    const upper = name.replace(/^'|'$/g, '').toUpperCase();
    if (upper && upper !== 'CHECKSYNTAXKEY' && !gaps.has(upper)) gaps.set(upper, kind);
  };
  if (object instanceof ABAPObject) {
    const walk = (node) => {
      for (const reference of node.getData().references) {
        if (reference.referenceType === 'Object (Void)' && reference.extra?.ooName) add(reference.extra.ooName, reference.extra.ooType === 'INTF' ? 'INTF' : 'CLAS');
        else if (reference.referenceType === 'Type (Void)') add(reference.position.getName(), typeKind(reference.position.getName()));
        else if (reference.referenceType === 'Table (Void)') add(reference.position.getName(), 'table');
      }
      for (const child of node.getChildren()) walk(child);
    };
    const syntax = new SyntaxLogic(registry, object).run();
    walk(syntax.spaghetti.getTop());
    errors.push(...syntax.issues.map((issue) => `${object.getName()}: ${issue.getMessage()}`));
    for (const file of object.getABAPFiles()) {
      for (const statement of file.getStatements()) {
        const node = statement.get();
        if (node instanceof Statements.TypePools) {
          // TYPE-POOLS name: the fourth token
          const name = statement.getTokens()[3]?.getStr().toUpperCase();
          if (name && !registry.getObject('TYPE', name)) add(name, 'type pool');
        } else if (node instanceof Statements.CallFunction) {
          const name = statement.findFirstExpression(Expressions.FunctionName);
          const literal = name?.findFirstExpression(Expressions.Constant)?.concatTokens();
          if (literal && /^'.*'$/.test(literal)) {
            const upper = literal.slice(1, -1).toUpperCase();
            if (!/^(Z|Y)/.test(upper) && !functionModules.has(upper)) add(upper, 'function module');
          }
        }
      }
    }
  } else if (object instanceof Objects.Table || object instanceof Objects.DataElement || object instanceof Objects.TableType) {
    const names = new Set();
    try {
      voidNames(object.parseType(registry), names);
    } catch {
      // an object abaplint cannot type is a syntax error of the project, not a gap
    }
    for (const name of names) add(name, 'dictionary');
  }
  return gaps;
}

function rank(folders) {
  const rows = new Map();
  for (const folder of folders) {
    const files = filesOf(folder);
    const registry = registryOf(files);
    const projectKeys = new Set(files.map((file) => keyOf(file.path)));
    const functionModules = new Set();
    for (const object of registry.getObjects()) {
      if (object instanceof Objects.FunctionGroup) for (const module of object.getModules()) functionModules.add(module.getName().toUpperCase());
    }
    for (const object of registry.getObjects()) {
      const key = `${object.getType()} ${object.getName()}`;
      if (!projectKeys.has(key)) continue;
      for (const [name, kind] of gapsOf(registry, object, functionModules)) {
        const row = rows.get(name) ?? { name, kind, objects: 0, folders: new Set(), users: [] };
        row.objects += 1;
        row.folders.add(relative(process.cwd(), folder) || folder);
        if (row.users.length < 3) row.users.push(object.getName());
        rows.set(name, row);
      }
    }
  }
  return [...rows.values()]
    .sort((a, b) => b.objects - a.objects || b.folders.size - a.folders.size || a.name.localeCompare(b.name))
    .map((row, index) => ({ rank: index + 1, name: row.name, kind: row.kind, objects: row.objects, folders: row.folders.size, users: row.users }));
}

const folders = process.argv.slice(2).filter((argument, index, all) => !argument.startsWith('--') && !['--top'].includes(all[index - 1]));
if (folders.length === 0) {
  console.error('usage: node scripts/kernel-gaps.mjs <folder> [<folder> ...] [--top N] [--json]');
  process.exitCode = 2;
} else {
  const ranking = rank(folders);
  const top = Number(option('--top', String(ranking.length)));
  if (process.argv.includes('--errors')) {
    console.log(`${errors.length} syntax errors with unknown standard names void`);
    for (const error of errors) console.log(`  ${error}`);
  } else if (process.argv.includes('--json')) console.log(JSON.stringify(ranking.slice(0, top), null, 2));
  else {
    console.log(`${ranking.length} standard names are not in the kernel`);
    for (const row of ranking.slice(0, top)) {
      console.log(`${String(row.rank).padStart(4)}  ${row.name.padEnd(32)} ${row.kind.padEnd(16)} ${String(row.objects).padStart(4)} objects  ${row.folders} folder(s)  ${row.users.join(', ')}`);
    }
  }
}
