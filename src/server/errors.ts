import type { FastifyReply } from '#fastify';
import type { ErrorEnvelope } from '../protocol/results.js';

/** A transport-level failure: answered with the one error envelope (JSON) or an exc:exception (ADT). */
export class ServiceError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** T100 key of the ADT exception document, where the spec names one. */
    readonly t100?: { id: string; no: string },
    readonly adtType = 'ExceptionResourceFailure',
  ) {
    super(message);
  }
}

export function envelope(command: string, error: string): ErrorEnvelope {
  return { success: false, command, error };
}

const exceptionNamespace = 'http://www.sap.com/abapxml/types/communicationframework';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** The exc:exception document the developer API answers errors with (protocol-notes). */
export function exceptionDocument(type: string, message: string, properties: Record<string, string> = {}): string {
  const entries = Object.entries(properties)
    .map(([key, value]) => `<entry key="${escapeXml(key)}">${escapeXml(value)}</entry>`)
    .join('');
  return (
    `<?xml version="1.0" encoding="utf-8"?><exc:exception xmlns:exc="${exceptionNamespace}">` +
    `<namespace id="com.sap.adt"/><type id="${escapeXml(type)}"/>` +
    `<message lang="EN">${escapeXml(message)}</message>` +
    `<localizedMessage lang="EN">${escapeXml(message)}</localizedMessage>` +
    `<properties>${entries}</properties></exc:exception>`
  );
}

export function sendError(reply: FastifyReply, error: ServiceError, command: string, adt: boolean): FastifyReply {
  reply.code(error.statusCode).headers(error.headers);
  if (adt) {
    const properties: Record<string, string> = error.t100 ? { 'T100KEY-ID': error.t100.id, 'T100KEY-NO': error.t100.no } : {};
    return reply.type('application/xml').send(exceptionDocument(error.adtType, error.message, properties));
  }
  return reply.type('application/json; charset=utf-8').send(envelope(command, error.message));
}
