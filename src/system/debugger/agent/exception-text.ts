/**
 * The text of an exception whose text is a T100 message (IF_T100_MESSAGE with a message class in its
 * T100KEY), on the main thread of a work process while the debuggee is paused: what CX_ROOT's get_text( )
 * answers — the attributes ATTR1 … ATTR4 name, read as its ATTRIBUTE_VALUE reads them (ASSIGN me->(name)),
 * put into the message's &1 … &4 as the runtime's MESSAGE … INTO puts them — without running ABAP: get_text( )
 * awaits the message's database read and sets SY-MSGID … SY-MSGV4, which a paused program must not see change.
 */
import '../../execution/worker/abap-global.js';

/** Global name of the function the inspector agent calls on a raised exception (undefined: not a T100 message). */
export const EXCEPTION_TEXT_GLOBAL = '__abapdeckExceptionText';

/** Where a message's text is read (the work process's database driver). */
export interface MessageTexts {
  messageText(messageClass: string, number: string): string | undefined;
}

interface AbapInstance {
  me?: unknown;
  if_t100_message$t100key?: { get(): Record<string, { get(): unknown }> };
}

/** The message text of a T100 exception as get_text( ) gives it; undefined when its text is not a message. */
export function t100Text(exception: unknown, texts: MessageTexts | undefined): string | undefined {
  const instance = exception as AbapInstance | null;
  const messageInterface = abap.Classes['IF_T100_MESSAGE'];
  if (!instance || typeof instance !== 'object' || !instance.me || !messageInterface) return undefined;
  if (!abap.compare.instance_of(instance.me as never, messageInterface)) return undefined;
  const key = instance.if_t100_message$t100key?.get();
  const messageClass = String(key?.['msgid']?.get() ?? '').trimEnd().toUpperCase();
  if (!key || messageClass === '') return undefined;
  const number = String(key['msgno']?.get() ?? '');
  const values = ['attr1', 'attr2', 'attr3', 'attr4'].map((attr) => attributeValue(instance.me, String(key[attr]?.get() ?? '')));
  return fill(messageText(texts, messageClass, number), values);
}

/** CX_ROOT's ATTRIBUTE_VALUE: ASSIGN me->(name), converted to a string; SY-SUBRC as it was. */
function attributeValue(me: unknown, name: string): string {
  if (name.trim() === '') return '';
  const sy = abap.builtin.sy.get();
  const subrc = sy.subrc.get();
  try {
    const target = new abap.types.FieldSymbol(new abap.types.Character(4));
    abap.statements.assign({ target, dynamicName: '->' + name, dynamicSource: me as never });
    if (sy.subrc.get() !== 0 || !target.isAssigned()) return '';
    return String(new abap.types.String().set(target as never).get());
  } catch {
    return '';
  } finally {
    sy.subrc.set(subrc);
  }
}

/** The message's text as the runtime's MESSAGE finds it: T100 (language E), the transpiled message classes, else a stand-in. */
function messageText(texts: MessageTexts | undefined, messageClass: string, number: string): string {
  const stored = texts?.messageText(messageClass, number);
  if (stored !== undefined) return stored;
  const transpiled = (abap as unknown as { MSAG?: Record<string, Record<string, string> | undefined> }).MSAG?.[messageClass]?.[number];
  if (transpiled !== undefined) return transpiled;
  return `E:${messageClass.trim()}:${number} &1 &2 &3 &4`;
}

/** The runtime's MESSAGE … WITH: &1 … &6 replaced (the first of each), trailing blanks of the values dropped, the text trimmed. */
function fill(text: string, values: readonly string[]): string {
  let filled = text;
  for (let i = 0; i < 6; i++) filled = filled.replace(`&${i + 1}`, (values[i] ?? '').trimEnd());
  return filled.trim();
}
