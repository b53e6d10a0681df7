/**
 * The language service of the embedded system (issue 36), over the checks engine's registry of active
 * objects plus the files a client sends:
 *
 *   const language = system.language;
 *   language.definition({ files: [{ name: 'zcl_a.clas.abap', source }], document: 'zcl_a.clas.abap', position: { line: 9, character: 14 } });
 *   language.completion({ document: 'zprog.prog.abap', position });
 */
export { LanguageEngine } from './engine.js';
export { languageMessages } from './messages.js';
