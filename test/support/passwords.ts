/** The initial passwords of every test system's users (the demo template's too). */
export const testPasswords = { DEVELOPER: 'developer-secret', VIEWER: 'viewer-secret' } as const;
