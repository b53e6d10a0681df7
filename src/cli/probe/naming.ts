/**
 * Names of probe classes and programs (service spec, Project configuration): `<classPrefix><PURPOSE>` or
 * `<programPrefix><PURPOSE>`, upper case, at most 30 characters; the purpose is shortened, never the prefix;
 * a name already taken gets `_2`, `_3`, … within the 30 characters. Pure: the caller says which names exist.
 */

export const MAX_OBJECT_NAME_LENGTH = 30;

export type ProbeKind = 'class' | 'program';

export interface ProbePrefixes {
  classPrefix: string;
  programPrefix: string;
}

/** A purpose or prefix that cannot make a name; the message says why. */
export class ProbeNameError extends Error {}

const PURPOSE = /^[A-Z0-9_]+$/;
const PREFIX = /^(?:\/[A-Z0-9_]+\/)?[A-Z][A-Z0-9_]*$/;

/**
 * The prefixes of the scratch workspace where given, else derived from the user: `ZCL_<USER>_` and
 * `Z<USER>_`. Characters an ABAP name cannot hold (the '.' or '@' of user names that are e-mail addresses)
 * are left out of the derived prefixes.
 */
export function probePrefixes(user: string, configured: { classPrefix?: string; programPrefix?: string } = {}): ProbePrefixes {
  const userPart = user.toUpperCase().replace(/[^A-Z0-9_]/g, '');
  return {
    classPrefix: (configured.classPrefix?.trim() || `ZCL_${userPart}_`).toUpperCase(),
    programPrefix: (configured.programPrefix?.trim() || `Z${userPart}_`).toUpperCase(),
  };
}

/** The purpose as it goes into a name: trimmed, upper case, letters, digits and '_' only. */
export function normalizePurpose(purpose: string): string {
  const upper = purpose.trim().toUpperCase();
  if (upper === '') throw new ProbeNameError('the probe needs a PURPOSE, a short word such as FLIGHTS or READ_CARRIERS');
  if (!PURPOSE.test(upper)) {
    throw new ProbeNameError(`PURPOSE '${purpose}' may hold only letters, digits and '_' (it becomes part of an ABAP object name)`);
  }
  return upper;
}

/**
 * The probe's name: the prefix, the purpose shortened to what fits (without a trailing '_' where it was
 * cut), and the first of '', `_2`, `_3`, … whose name `isTaken` does not report.
 */
export function probeName(prefix: string, purpose: string, isTaken: (name: string) => boolean = () => false): string {
  const upperPrefix = prefix.toUpperCase();
  if (!PREFIX.test(upperPrefix)) {
    throw new ProbeNameError(`prefix '${prefix}' is not the start of an ABAP object name (a letter, then letters, digits and '_')`);
  }
  const wanted = normalizePurpose(purpose);
  const room = MAX_OBJECT_NAME_LENGTH - upperPrefix.length;
  if (room < 1) {
    throw new ProbeNameError(
      `prefix '${upperPrefix}' has ${upperPrefix.length} characters and leaves no room for a purpose in a name of at most ${MAX_OBJECT_NAME_LENGTH}: configure a shorter prefix in scratchWorkspace of .abapGitAgent`,
    );
  }
  for (let number = 1; ; number++) {
    const suffix = number === 1 ? '' : `_${number}`;
    const purposePart = shorten(wanted, room - suffix.length);
    if (purposePart === '') {
      throw new ProbeNameError(`no free name for ${upperPrefix}${wanted} within ${MAX_OBJECT_NAME_LENGTH} characters: choose another PURPOSE`);
    }
    const name = `${upperPrefix}${purposePart}${suffix}`;
    if (!isTaken(name)) return name;
  }
}

/** The purpose cut to `length` characters; a cut that ends in '_' drops it (ZCL_X_READ_ + _2 would read badly). */
function shorten(purpose: string, length: number): string {
  if (length <= 0) return '';
  if (purpose.length <= length) return purpose;
  return purpose.slice(0, length).replace(/_+$/, '');
}
