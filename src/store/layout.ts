/**
 * Where everything goes on the screen, as a pure function of the terminal size: the screens draw with it
 * and the store's actions page by it (PgDn moves one visible page). Ink clears the whole screen when a
 * frame is as tall as the terminal, so a frame is at most rows − 1 lines.
 */

export interface Region {
  width: number;
  height: number;
}

export interface Layout {
  columns: number;
  rows: number;
  /** Lines of one frame: rows − 1. */
  frameHeight: number;
  side: Region;
  /** Box of the tree (outer size, borders included) and its visible list rows. */
  tree: Region;
  treeRows: number;
  objects: Region;
  objectRows: number;
  main: Region;
  /** Visible content rows of the main pane (borders and its own header line taken off). */
  mainRows: number;
  /** Content width inside the main pane's borders. */
  mainWidth: number;
  /** Rows of the source pane's results drawer when it is open (0 when closed). */
  drawerRows: number;
  sourceRows: number;
}

export const fallbackSize = { columns: 80, rows: 24 } as const;
export const minimumSize = { columns: 60, rows: 12 } as const;

/** Header line, breadcrumb line, status line, key bar. */
const chromeLines = 4;

export function layoutOf(columns: number | undefined, rows: number | undefined, options: { zoom?: boolean; drawerOpen?: boolean } = {}): Layout {
  const width = Math.max(minimumSize.columns, columns && columns > 0 ? columns : fallbackSize.columns);
  const height = Math.max(minimumSize.rows, rows && rows > 0 ? rows : fallbackSize.rows);
  const frameHeight = height - 1;
  const body = frameHeight - chromeLines;
  const sideWidth = options.zoom ? 0 : Math.min(44, Math.max(24, Math.round(width * 0.36)));
  const treeHeight = Math.ceil(body / 2);
  const objectsHeight = body - treeHeight;
  const main = { width: width - sideWidth, height: body };
  // Borders (2) and the pane's own header line (1).
  const mainRows = Math.max(1, body - 3);
  const drawerRows = options.drawerOpen ? Math.max(3, Math.floor(mainRows * 0.4)) : 0;
  return {
    columns: width,
    rows: height,
    frameHeight,
    side: { width: sideWidth, height: body },
    tree: { width: sideWidth, height: treeHeight },
    // Borders (2) and a footer line with the per-type counts (1).
    treeRows: Math.max(1, treeHeight - 3),
    objects: { width: sideWidth, height: objectsHeight },
    objectRows: Math.max(1, objectsHeight - 2),
    main,
    mainRows,
    mainWidth: Math.max(10, main.width - 2),
    drawerRows,
    // The drawer has its own title line.
    sourceRows: Math.max(1, mainRows - (drawerRows > 0 ? drawerRows + 1 : 0)),
  };
}
