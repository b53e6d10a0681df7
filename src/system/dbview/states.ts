import type { RepositoryDatabase } from '../repository/database.js';
import type { DeployState, HotStatus, ViewColumn } from '../../protocol/dbview.js';
import { camelCased } from '../camel-cased.js';

/**
 * The deploy state of each information view (table dbview_states of the repository database): where its
 * content stands (deploy_state) and what the database holds of it (hot_status), with the SQL view, its
 * columns as the view names them, the last message and transport. See src/protocol/dbview.ts for the values.
 */

export interface ViewState {
  type: string;
  name: string;
  deployState: DeployState;
  hotStatus: HotStatus;
  /** Upper-case SQL view name in the application database; '' when none was ever created. */
  sqlView: string;
  columns: ViewColumn[];
  /** Upper-case SQL names of the tables and views the SQL view reads. */
  sources: string[];
  message: string;
  transport: string;
  changedBy: string;
  changedAt: string;
}

interface StateRow {
  obj_type: string;
  obj_name: string;
  deploy_state: DeployState;
  hot_status: HotStatus;
  sql_view: string;
  columns: string;
  sources: string;
  message: string;
  transport: string;
  changed_by: string;
  changed_at: string;
}

function toState(row: StateRow): ViewState {
  return {
    type: row.obj_type,
    name: row.obj_name,
    ...camelCased(row, ['deploy_state', 'hot_status', 'sql_view', 'columns', 'sources', 'message', 'transport', 'changed_by', 'changed_at']),
    columns: JSON.parse(row.columns) as ViewColumn[],
    sources: JSON.parse(row.sources) as string[],
  };
}

export class ViewStateStore {
  constructor(private readonly db: RepositoryDatabase) {}

  get(type: string, name: string): ViewState | undefined {
    const row = this.db.prepare('SELECT * FROM dbview_states WHERE obj_type = ? AND obj_name = ?').get(type, name) as StateRow | undefined;
    return row && toState(row);
  }

  put(state: ViewState): void {
    this.db
      .prepare(
        `INSERT OR REPLACE INTO dbview_states
           (obj_type, obj_name, deploy_state, hot_status, sql_view, columns, sources, message, transport, changed_by, changed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        state.type,
        state.name,
        state.deployState,
        state.hotStatus,
        state.sqlView,
        JSON.stringify(state.columns),
        JSON.stringify(state.sources),
        state.message,
        state.transport,
        state.changedBy,
        state.changedAt,
      );
  }

  /** The state of a view whose name matches without regard to case (HANA names keep their case). */
  findByName(type: string, name: string): ViewState | undefined {
    const row = this.db
      .prepare('SELECT * FROM dbview_states WHERE obj_type = ? AND obj_name = ? COLLATE NOCASE ORDER BY obj_name LIMIT 1')
      .get(type, name) as StateRow | undefined;
    return row && toState(row);
  }

  /** States of views whose SQL view exists in the database (deployed, or failed after an earlier deploy). */
  withSqlView(): ViewState[] {
    return (
      this.db.prepare("SELECT * FROM dbview_states WHERE sql_view <> '' AND hot_status IN ('A', 'E') ORDER BY obj_name").all() as StateRow[]
    ).map(toState);
  }

  /** The state whose SQL view has this (upper-case) name. */
  bySqlView(sqlView: string): ViewState | undefined {
    const row = this.db.prepare("SELECT * FROM dbview_states WHERE sql_view = ? AND hot_status IN ('A', 'E')").get(sqlView) as StateRow | undefined;
    return row && toState(row);
  }
}
