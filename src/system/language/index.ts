/**
 * The language service of the embedded system (issue 36), over the checks engine's registry of active
 * objects plus the files a client sends. The service runs it on its check workers (answer.ts), off the HTTP loop:
 *
 *   await system.checkWorkers.language({ operation: 'definition', input: { document, position, files } });
 *
 *   const language = new LanguageEngine(engine.active);
 *   language.definition({ files: [{ name: 'zcl_a.clas.abap', source }], document: 'zcl_a.clas.abap', position: { line: 9, character: 14 } });
 *   language.completion({ document: 'zprog.prog.abap', position });
 */
export { LanguageEngine } from './engine.js';
export { languageMessages } from './messages.js';
export { answerLanguage, type LanguageTask, type LanguageTaskAnswer, type UsageLine } from './answer.js';
export { repositoryHomes, type HomeOf, type ObjectHome } from './repository-scope.js';
