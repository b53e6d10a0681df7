// The benches' class with 20 locals (the debugger's and the debug adapter's): a stop on `lv_01 = 1.` shows the 20
// locals, and the loop after it gives steps to take.
export function classWithLocals(name, loops) {
  const locals = Array.from({ length: 20 }, (_, i) => `lv_${String(i + 1).padStart(2, '0')}`);
  const source = `CLASS ${name} DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS ${name} IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
${locals.map((local) => `    DATA ${local} TYPE i.`).join('\n')}
    lv_01 = 1.
    DO ${loops} TIMES.
      lv_02 = lv_02 + lv_01.
    ENDDO.
    out->write( lv_02 ).
  ENDMETHOD.
ENDCLASS.
`;
  return { source, breakLine: source.split('\n').findIndex((line) => line.includes('lv_01 = 1.')) + 1 };
}
