/**
 * Include names of class and interface pools, as an application system names them: the object name
 * padded with '=' to 30 characters, then a suffix (CU public section, CO protected, CI private, CP class
 * pool, CCDEF local definitions, CCIMP local implementations, CCAU test classes, CCMAC macros, CM### a method;
 * IU interface section, IP interface pool). Shared by the service and the client: no imports from src/system.
 */

export const INCLUDE_NAME_BASE_LENGTH = 30;

export type ClassSectionSuffix = 'CU' | 'CO' | 'CI' | 'CP' | 'CCDEF' | 'CCIMP' | 'CCAU' | 'CCMAC';
export type InterfaceSectionSuffix = 'IU' | 'IP';

/** What an include holds. */
export type IncludeKind =
  | 'public_section'
  | 'protected_section'
  | 'private_section'
  | 'class_pool'
  | 'local_definitions'
  | 'local_implementations'
  | 'test_classes'
  | 'macros'
  | 'method'
  | 'interface_section'
  | 'interface_pool';

export interface ParsedIncludeName {
  /** Upper-case class or interface name. */
  objectName: string;
  suffix: string;
  kind: IncludeKind;
  /** 1-based method number of a CM### include. */
  methodNumber?: number;
}

const KIND_BY_SUFFIX: Record<string, IncludeKind> = {
  CU: 'public_section',
  CO: 'protected_section',
  CI: 'private_section',
  CP: 'class_pool',
  CCDEF: 'local_definitions',
  CCIMP: 'local_implementations',
  CCAU: 'test_classes',
  CCMAC: 'macros',
  IU: 'interface_section',
  IP: 'interface_pool',
};

const METHOD_SUFFIX = /^CM([0-9A-Z]{3})$/;

/** The object name padded with '=' to 30 characters, the stem of every include of the object. */
export function includeStem(objectName: string): string {
  return objectName.toUpperCase().padEnd(INCLUDE_NAME_BASE_LENGTH, '=');
}

export function includeName(objectName: string, suffix: string): string {
  return includeStem(objectName) + suffix;
}

export function classPoolName(className: string): string {
  return includeName(className, 'CP');
}

export function interfacePoolName(interfaceName: string): string {
  return includeName(interfaceName, 'IP');
}

/**
 * Suffix of the n-th method include (1-based). The three characters count in base 36 as on an application
 * system: CM001 … CM009, CM00A … CM00Z, CM010 …
 */
export function methodIncludeSuffix(methodNumber: number): string {
  if (!Number.isInteger(methodNumber) || methodNumber < 1 || methodNumber >= 36 ** 3) {
    throw new RangeError(`method number out of range: ${methodNumber}`);
  }
  return 'CM' + methodNumber.toString(36).toUpperCase().padStart(3, '0');
}

export function methodIncludeName(className: string, methodNumber: number): string {
  return includeName(className, methodIncludeSuffix(methodNumber));
}

/**
 * Reads an include name back. Undefined for names that are not class or interface includes
 * (programs, function group includes), which callers treat as plain program names.
 */
export function parseIncludeName(include: string): ParsedIncludeName | undefined {
  const upper = include.toUpperCase();
  if (upper.length <= INCLUDE_NAME_BASE_LENGTH) {
    return undefined;
  }
  const stem = upper.slice(0, INCLUDE_NAME_BASE_LENGTH);
  const suffix = upper.slice(INCLUDE_NAME_BASE_LENGTH);
  const objectName = stem.replace(/=+$/, '');
  if (objectName.length === 0 || objectName.includes('=')) {
    return undefined;
  }
  const method = METHOD_SUFFIX.exec(suffix);
  if (method) {
    const methodNumber = parseInt(method[1]!, 36);
    return methodNumber > 0 ? { objectName, suffix, kind: 'method', methodNumber } : undefined;
  }
  const kind = KIND_BY_SUFFIX[suffix];
  return kind ? { objectName, suffix, kind } : undefined;
}
