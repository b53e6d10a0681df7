/**
 * Fields several request bodies share: an optional text of bounded length, and the repository a git sync
 * request means (its URL and branch) with the git credentials for it, bounded alike on every route (the
 * service validates bodies with these bounds).
 */
import { Type } from './wire-schema.js';

export const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const repositoryFields = { url: optionalText(2000), branch: optionalText(250) };

/** Files or objects a pull (or its preview) is limited to. */
export const nameList = Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 100_000 }));

export const gitCredentialFields = { username: optionalText(500), password: optionalText(5000) };
