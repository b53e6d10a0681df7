/**
 * The customize operation: one entry of a customizing table (delivery class C or E) written as the
 * customizing transaction would, and recorded on a customizing request unless the table is in a local
 * package or the caller skips recording. Every refusal is a result with the spec's text; the order of the
 * checks makes sure nothing is written that cannot be recorded.
 */
import { deliveryClassOf, isCustomizingDeliveryClass, type ApplicationData } from '../data/index.js';
import { messages } from '../../protocol/messages.js';
import type { CustomizeRequest, CustomizeResult } from '../../protocol/reading.js';
import { isLocalPackage } from '../objects.js';
import type { ObjectStore } from '../repository/objects.js';
import type { CustomizingRequests } from './customizing-requests.js';
import { readObject } from './object-resolution.js';

export interface CustomizeContext {
  objects: ObjectStore;
  data: ApplicationData;
  requests: CustomizingRequests;
}

/**
 * The clients a request names in the table's client field (its first key field, of type CLNT): entries are
 * written into the caller's client only, as the customizing transaction does.
 */
function clientsNamed(data: ApplicationData, table: string, fieldValues: CustomizeRequest['field_values']): string[] {
  const entry = data.describe(table);
  const first = entry?.kind === 'TABLE' ? entry.definition.fields[0] : undefined;
  if (!first?.key || first.type !== 'CLNT') return [];
  return fieldValues.filter((pair) => pair.field.trim().toUpperCase() === first.field).map((pair) => pair.value.trim());
}

/** The first field name a request gives twice: names are one field whatever their case and surrounding blanks. */
export function duplicateField(fieldValues: ReadonlyArray<{ field: string }>): string | undefined {
  const seen = new Set<string>();
  for (const { field } of fieldValues) {
    const name = field.trim().toUpperCase();
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

export function customizeEntry(context: CustomizeContext, request: CustomizeRequest, client: string, user = ''): CustomizeResult {
  const table = request.table_name.trim().toUpperCase();
  const refuse = (error: string, deliveryClass = ''): CustomizeResult => ({
    success: '',
    command: 'Customize',
    message: '',
    error,
    table_name: table,
    action: '',
    transport: '',
    delivery_class: deliveryClass,
  });

  // Only transparent tables of the object directory; a structure has no rows to customize.
  const object = readObject(context.objects, 'TABL', table);
  if (!object) return refuse(messages.tableNotFound(table));
  const deliveryClass = deliveryClassOf(object);
  if (!isCustomizingDeliveryClass(deliveryClass)) return refuse(messages.notCustomizingTable(table, deliveryClass), deliveryClass);
  if (request.field_values.length === 0) return refuse(messages.fieldValuesRequired, deliveryClass);
  const duplicate = duplicateField(request.field_values);
  if (duplicate !== undefined) return refuse(messages.customizingDuplicateField(duplicate), deliveryClass);
  const otherClient = clientsNamed(context.data, table, request.field_values).find((named) => named !== client);
  if (otherClient !== undefined) return refuse(messages.customizingOtherClient(otherClient, client), deliveryClass);

  const skipRecording = request.no_transport?.trim().toUpperCase() === 'X';
  const transport = request.transport?.trim().toUpperCase() ?? '';
  let recordOn = '';
  if (!isLocalPackage(object.package) && !skipRecording) {
    if (!transport) return refuse(messages.customizingTransportRequired(table), deliveryClass);
    const problem = context.requests.problem(transport);
    if (problem) return refuse(problem, deliveryClass);
    recordOn = transport;
  }

  // an entry recorded on another user's open request is theirs until it is released
  const lockedEntry = (key: ReadonlyArray<{ field: string; length: number; value: string }>) => {
    const lock = user ? context.requests.lockOf(table, key, user) : undefined;
    return lock ? messages.customizingEntryLocked(table, lock.number, lock.owner) : undefined;
  };
  const written = context.data.writeCustomizingEntry({ table, fieldValues: request.field_values, client, refuse: lockedEntry });
  if (!written.ok) return refuse(written.problems[0]?.message ?? messages.tableNotFound(table), deliveryClass);

  if (recordOn) {
    const entry = context.data.describe(table);
    const keyFields = entry?.kind === 'TABLE' ? entry.definition.fields.filter((field) => field.key) : [];
    context.requests.recordEntry(
      recordOn,
      written.table,
      keyFields.map((field) => ({ field: field.field, length: field.length, value: written.key[field.field] ?? '' })),
    );
  }
  return {
    success: 'X',
    command: 'Customize',
    message: messages.customizingEntryWritten(written.action, written.table),
    error: '',
    table_name: written.table,
    action: written.action,
    transport: recordOn,
    delivery_class: deliveryClass,
  };
}
