/** A small system for the language service's tests: an interface, a class implementing it, a program using both. */
import type { AbapObject } from '../../../src/system/objects.js';
import type { LanguagePosition } from '../../../src/protocol/language.js';
import { clas, intf, prog } from '../checks/fixtures.js';

export const ZIF_SHAPE_SOURCE = `INTERFACE zif_shape PUBLIC.
  METHODS area RETURNING VALUE(rv_area) TYPE f.
ENDINTERFACE.
`;

export const ZCL_CIRCLE_SOURCE = `CLASS zcl_circle DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES zif_shape.
    TYPES: BEGIN OF ty_point,
             x TYPE i,
             y TYPE i,
           END OF ty_point.
    "! Makes a circle of the given radius
    "! @parameter iv_radius | radius in metres
    CLASS-METHODS create IMPORTING iv_radius TYPE i RETURNING VALUE(ro_circle) TYPE REF TO zcl_circle.
    METHODS scale IMPORTING iv_factor TYPE i EXPORTING ev_radius TYPE i.
    CONSTANTS c_pi TYPE f VALUE '3.14'.
    DATA mv_radius TYPE i READ-ONLY.
    DATA ms_center TYPE ty_point.
  PRIVATE SECTION.
    DATA mv_secret TYPE i.
ENDCLASS.

CLASS zcl_circle IMPLEMENTATION.
  METHOD create.
    ro_circle = NEW #( ).
    ro_circle->mv_radius = iv_radius.
  ENDMETHOD.
  METHOD scale.
    mv_radius = mv_radius * iv_factor.
    ev_radius = mv_radius.
  ENDMETHOD.
  METHOD zif_shape~area.
    rv_area = c_pi * mv_radius * mv_radius.
  ENDMETHOD.
ENDCLASS.
`;

export const ZSHAPES_SOURCE = `REPORT zshapes.

START-OF-SELECTION.
  DATA(lo_circle) = zcl_circle=>create( 2 ).
  DATA lo_shape TYPE REF TO zif_shape.
  lo_shape = lo_circle.
  WRITE / lo_shape->area( ).
  WRITE / lo_circle->mv_radius.
`;

export const SHAPES_SYSTEM: readonly AbapObject[] = [
  intf('ZIF_SHAPE', ZIF_SHAPE_SOURCE),
  clas('ZCL_CIRCLE', ZCL_CIRCLE_SOURCE),
  prog('ZSHAPES', ZSHAPES_SOURCE),
];

/** The place of the n-th occurrence of a text in a source, plus an offset into it (0-based, LSP's). */
export function placeOf(source: string, text: string, offset = 0, occurrence = 1): LanguagePosition {
  let index = -1;
  for (let n = 0; n < occurrence; n++) {
    index = source.indexOf(text, index + 1);
    if (index < 0) throw new Error(`${text} not found`);
  }
  const before = source.slice(0, index + offset);
  const line = before.split('\n').length - 1;
  return { line, character: before.length - before.lastIndexOf('\n') - 1 };
}
