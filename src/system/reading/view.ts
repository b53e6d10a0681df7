/**
 * The view operation: definitions and sources of objects, one ViewObject per requested name. Problems are
 * per object (not found, a type the operation does not read) and never stop the others.
 */
import type { ObjectLookup } from '../data/index.js';
import { messages } from '../../protocol/messages.js';
import {
  isViewType,
  splitSourceLines,
  viewTypeTexts,
  type ViewObject,
  type ViewRequest,
  type ViewResult,
  type ViewSection,
  type ViewType,
} from '../../protocol/reading.js';
import type { ObjectStore, StoredObject } from '../repository/objects.js';
import { classSections, publicSection } from './class-sections.js';
import { dataElementView, domainView, tableComponents, tableTypeView, type DictionaryView } from './dictionary-view.js';
import { readInclude } from './includes.js';
import { readObject, resolveViewName } from './object-resolution.js';
import { functionGroupRows, functionGroupSections, messageClassRows } from './text-objects.js';
import { lockObjectRows, mimeRows, mimeText, searchHelpRows, transactionRows } from './workbench-objects.js';

export interface ViewContext {
  objects: ObjectStore;
  lookup: ObjectLookup;
  /** Name of the DDLS whose source defines a CDS entity (the generating view of a structured object). */
  ddlsDefining(entity: string): string | undefined;
}

interface ObjectOutcome {
  object: ViewObject;
  error?: string;
}

export function viewObjects(context: ViewContext, request: ViewRequest): ViewResult {
  const requestedType = request.type?.trim().toUpperCase() || undefined;
  if (requestedType !== undefined && !isViewType(requestedType)) {
    return result([], messages.unsupportedObjectType(requestedType));
  }
  const names = [...new Set(request.objects.map((name) => name.trim().toUpperCase()).filter((name) => name !== ''))];
  const outcomes = names.map((name) => viewOne(context, name, requestedType, request.full === true));
  const errors = outcomes.flatMap((outcome) => (outcome.error ? [outcome.error] : []));
  return result(
    outcomes.map((outcome) => outcome.object),
    errors.join('; '),
  );
}

function result(objects: ViewObject[], error: string): ViewResult {
  const found = objects.filter((object) => !object.not_found);
  return {
    success: error === '',
    command: 'VIEW',
    message: messages.retrievedObjects(found.length),
    objects,
    summary: { total: found.length, by_type: [...new Set(found.map((object) => object.type))] },
    error,
  };
}

function viewOne(context: ViewContext, name: string, requestedType: ViewType | undefined, full: boolean): ObjectOutcome {
  // Function group includes are no directory entries either: try them before guessing a type from the name.
  const resolution = !requestedType && context.objects.findByName(name).length === 0 && readInclude(context.objects, name)
    ? ({ kind: 'include', name } as const)
    : resolveViewName(context.objects, name, requestedType);
  switch (resolution.kind) {
    case 'unsupported':
      return { object: notFound(name, resolution.type), error: messages.unsupportedObjectType(resolution.type) };
    case 'include':
      return viewInclude(context, name, full);
    case 'object':
      return viewTyped(context, name, resolution.type, full);
  }
}

function notFound(name: string, type: string): ViewObject {
  return {
    name,
    type,
    type_text: isViewType(type) ? viewTypeTexts[type] : type,
    description: '',
    source: '',
    definition: '',
    not_found: true,
    components: [],
  };
}

/** A missing object is answered with not_found; the others are answered as usual (protocol-notes, view). */
function missing(name: string, type: string): ObjectOutcome {
  return { object: notFound(name, type) };
}

function base(type: ViewType, name: string, pkg: string): ViewObject {
  return {
    name,
    type,
    type_text: viewTypeTexts[type],
    description: `${viewTypeTexts[type]} ${name} in ${pkg}`,
    source: '',
    definition: '',
    not_found: false,
    components: [],
  };
}

function viewInclude(context: ViewContext, name: string, full: boolean): ObjectOutcome {
  const include = readInclude(context.objects, name);
  if (!include) return missing(name, 'PROG');
  const object = base('PROG', name, include.owner.package);
  object.source = include.section.lines.join('\n');
  if (full) object.sections = [include.section];
  return { object };
}

function viewTyped(context: ViewContext, name: string, type: ViewType, full: boolean): ObjectOutcome {
  if (type === 'STOB') return viewStructuredObject(context, name, full);
  const stored = readDirectoryObject(context.objects, type, name);
  if (!stored) return missing(name, type);
  // TABL and STRU are one format type: the object directory says which one it is.
  const shownType = type === 'TABL' || type === 'STRU' ? (stored.directoryType as ViewType) : type;
  const object = base(shownType, name, stored.package);
  switch (type) {
    case 'CLAS':
      if (full) object.sections = classSections(stored);
      else object.source = publicSection(stored).join('\n');
      break;
    case 'INTF':
      withSource(object, stored.sources['main'], full, { suffix: 'IU', description: 'Interface Section', global_start: 1 });
      break;
    case 'PROG':
      withSource(object, stored.sources['main'], full, { suffix: '', description: 'Program Source', global_start: 1 });
      break;
    case 'DDLS':
      withSource(object, stored.sources['asddls'], full, { suffix: 'asddls', description: 'CDS Source' });
      break;
    case 'DCLS':
      withSource(object, stored.sources['asdcls'], full, { suffix: 'asdcls', description: 'Access Control Source' });
      break;
    case 'ENHO':
      withSource(object, enhancementSource(stored), full, { suffix: 'abap', description: 'Enhancement Source' });
      break;
    case 'TABL':
    case 'STRU':
      object.components = tableComponents(stored, context.lookup);
      break;
    case 'DTEL':
      withDictionary(object, dataElementView(stored, context.lookup));
      break;
    case 'DOMA':
      withDictionary(object, domainView(stored));
      break;
    case 'TTYP':
      withDictionary(object, tableTypeView(stored));
      break;
    case 'MSAG':
      object.components = messageClassRows(stored);
      break;
    case 'FUGR':
      object.components = functionGroupRows(stored);
      if (full) object.sections = functionGroupSections(stored);
      break;
    case 'TRAN':
      object.components = transactionRows(stored);
      break;
    case 'SHLP':
      object.components = searchHelpRows(stored);
      break;
    case 'ENQU':
      object.components = lockObjectRows(stored);
      break;
    case 'W3MI':
      object.components = mimeRows(stored);
      object.source = mimeText(stored);
      break;
  }
  return { object };
}

function readDirectoryObject(objects: ObjectStore, type: ViewType, name: string): StoredObject | undefined {
  if (type === 'TABL' || type === 'STRU') {
    return readObject(objects, type, name) ?? readObject(objects, type === 'TABL' ? 'STRU' : 'TABL', name);
  }
  return readObject(objects, type, name);
}

/** A structured object is the entity a CDS view defines: its source is the view's. */
function viewStructuredObject(context: ViewContext, name: string, full: boolean): ObjectOutcome {
  const ddlsName = readObject(context.objects, 'DDLS', name) ? name : context.ddlsDefining(name);
  const ddls = ddlsName ? readObject(context.objects, 'DDLS', ddlsName) : undefined;
  if (!ddls) return missing(name, 'STOB');
  const object = base('STOB', name, ddls.package);
  withSource(object, ddls.sources['asddls'], full, { suffix: 'asddls', description: `CDS Source of ${ddls.name}` });
  return { object };
}

function withSource(
  object: ViewObject,
  source: string | undefined,
  full: boolean,
  section: Pick<ViewSection, 'suffix' | 'description'> & { global_start?: number },
): void {
  const lines = splitSourceLines(source ?? '');
  if (full) {
    object.sections = [{ suffix: section.suffix, description: section.description, method_name: '', file: '', lines, ...(section.global_start !== undefined ? { global_start: lines.length > 0 ? section.global_start : 0 } : {}) }];
  } else {
    object.source = lines.join('\n');
  }
}

function withDictionary(object: ViewObject, view: DictionaryView): void {
  object.components = view.components;
  if (view.definition) object.definition = view.definition;
  if (view.domain) Object.assign(object, view.domain);
}

/**
 * A class enhancement keeps its code in one part (abap); hook implementations keep one part per
 * enhancement (8-hex ids): shown one after the other.
 */
function enhancementSource(enhancement: StoredObject): string {
  const parts = Object.keys(enhancement.sources).sort();
  if (enhancement.sources['abap'] !== undefined) return enhancement.sources['abap'];
  return parts.map((part) => splitSourceLines(enhancement.sources[part] ?? '').join('\n')).join('\n\n');
}
