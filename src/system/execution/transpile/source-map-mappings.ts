/**
 * The `mappings` text of a source map (version 3, Base64 VLQ), both ways, segment by segment: a generated
 * line's segments are [column, source, source line, source column, name?] with absolute values.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** One segment with absolute values: [column] or [column, source, line, column] or with a name index. */
export type Segment = number[];

export function decodeSegments(text: string): Segment[][] {
  const lines: Segment[][] = [];
  const state = [0, 0, 0, 0, 0];
  for (const group of text.split(';')) {
    const segments: Segment[] = [];
    state[0] = 0;
    if (group !== '') {
      for (const encoded of group.split(',')) {
        const fields = decodeVlq(encoded);
        const segment: Segment = [];
        for (let i = 0; i < fields.length && i < 5; i++) {
          state[i]! += fields[i]!;
          segment.push(state[i]!);
        }
        segments.push(segment);
      }
    }
    lines.push(segments);
  }
  return lines;
}

export function encodeSegments(lines: readonly (readonly Segment[])[]): string {
  const state = [0, 0, 0, 0, 0];
  return lines
    .map((segments) => {
      state[0] = 0;
      return [...segments]
        .sort((a, b) => a[0]! - b[0]!)
        .map((segment) =>
          segment
            .map((value, i) => {
              const delta = value - state[i]!;
              state[i] = value;
              return encodeVlq(delta);
            })
            .join(''),
        )
        .join(',');
    })
    .join(';');
}

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) break;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

function encodeVlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let text = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    text += BASE64[digit];
  } while (rest > 0);
  return text;
}
