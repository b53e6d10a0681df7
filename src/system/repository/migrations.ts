/**
 * Schema migrations of the repository database, applied in order; user_version counts the applied
 * ones. Never edit a released migration: append a new one.
 */
export const migrations: string[] = [
  `
  CREATE TABLE system_settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  CREATE TABLE clients (
    client      TEXT PRIMARY KEY CHECK (length(client) = 3),
    description TEXT NOT NULL DEFAULT ''
  );

  CREATE TABLE users (
    client        TEXT NOT NULL REFERENCES clients(client),
    name          TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    created_at    TEXT NOT NULL,
    PRIMARY KEY (client, name)
  );

  -- One row per granted authorisation object and activity ('03' display, '02' change, '16' execute/debug, '*' all).
  CREATE TABLE authorizations (
    client   TEXT NOT NULL,
    user     TEXT NOT NULL,
    object   TEXT NOT NULL,
    activity TEXT NOT NULL,
    PRIMARY KEY (client, user, object, activity),
    FOREIGN KEY (client, user) REFERENCES users(client, name) ON DELETE CASCADE
  );

  CREATE TABLE packages (
    name               TEXT PRIMARY KEY,
    parent             TEXT NOT NULL DEFAULT '',
    description        TEXT NOT NULL DEFAULT '',
    software_component TEXT NOT NULL DEFAULT '',
    metadata           TEXT NOT NULL DEFAULT '{}',
    created_by         TEXT NOT NULL DEFAULT '',
    created_at         TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX packages_parent ON packages(parent);

  -- The object directory: one row per object, whatever its versions.
  CREATE TABLE objects (
    obj_type    TEXT NOT NULL,
    obj_name    TEXT NOT NULL,
    package     TEXT NOT NULL REFERENCES packages(name),
    description TEXT NOT NULL DEFAULT '',
    created_by  TEXT NOT NULL DEFAULT '',
    created_at  TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (obj_type, obj_name)
  );
  CREATE INDEX objects_package ON objects(package, obj_type, obj_name);

  -- Versions of an object: 'A' active, 'I' inactive. Metadata is structured JSON, never file bytes.
  CREATE TABLE object_versions (
    obj_type    TEXT NOT NULL,
    obj_name    TEXT NOT NULL,
    version     TEXT NOT NULL CHECK (version IN ('A', 'I')),
    metadata    TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    changed_by  TEXT NOT NULL,
    changed_at  TEXT NOT NULL,
    PRIMARY KEY (obj_type, obj_name, version),
    FOREIGN KEY (obj_type, obj_name) REFERENCES objects(obj_type, obj_name) ON DELETE CASCADE
  );

  CREATE TABLE object_sources (
    obj_type TEXT NOT NULL,
    obj_name TEXT NOT NULL,
    version  TEXT NOT NULL,
    part     TEXT NOT NULL,
    source   TEXT NOT NULL,
    PRIMARY KEY (obj_type, obj_name, version, part),
    FOREIGN KEY (obj_type, obj_name, version) REFERENCES object_versions(obj_type, obj_name, version) ON DELETE CASCADE
  );

  CREATE TABLE transports (
    number      TEXT PRIMARY KEY,
    kind        TEXT NOT NULL CHECK (kind IN ('K', 'W')),
    owner       TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    status      TEXT NOT NULL DEFAULT 'D' CHECK (status IN ('D', 'R')),
    created_at  TEXT NOT NULL
  );

  CREATE TABLE transport_entries (
    number    TEXT NOT NULL REFERENCES transports(number) ON DELETE CASCADE,
    pgmid     TEXT NOT NULL DEFAULT 'R3TR',
    obj_type  TEXT NOT NULL,
    obj_name  TEXT NOT NULL,
    table_key TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (number, pgmid, obj_type, obj_name, table_key)
  );

  CREATE TABLE repositories (
    repo_key          TEXT PRIMARY KEY,
    url               TEXT NOT NULL UNIQUE,
    branch            TEXT NOT NULL,
    package           TEXT NOT NULL,
    name              TEXT NOT NULL,
    display_name      TEXT NOT NULL DEFAULT '',
    folder_logic      TEXT NOT NULL DEFAULT 'PREFIX',
    starting_folder   TEXT NOT NULL DEFAULT '/src/',
    git_username      TEXT NOT NULL DEFAULT '',
    git_secret        TEXT NOT NULL DEFAULT '',
    last_pulled_commit TEXT NOT NULL DEFAULT '',
    created_by        TEXT NOT NULL,
    created_at        TEXT NOT NULL
  );

  -- What a repository last brought into the system, per object: the basis of conflict detection.
  CREATE TABLE repository_objects (
    repo_key    TEXT NOT NULL REFERENCES repositories(repo_key) ON DELETE CASCADE,
    obj_type    TEXT NOT NULL,
    obj_name    TEXT NOT NULL,
    pulled_at   TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    PRIMARY KEY (repo_key, obj_type, obj_name)
  );

  CREATE TABLE jobs (
    job_number    TEXT PRIMARY KEY,
    job_name      TEXT NOT NULL,
    kind          TEXT NOT NULL,
    user          TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('running', 'completed', 'error')),
    stage         TEXT NOT NULL DEFAULT '',
    message       TEXT NOT NULL DEFAULT '',
    progress      INTEGER NOT NULL DEFAULT 0,
    current       INTEGER NOT NULL DEFAULT 0,
    total         INTEGER NOT NULL DEFAULT 0,
    started_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL,
    completed_at  TEXT NOT NULL DEFAULT '',
    result        TEXT NOT NULL DEFAULT '',
    error_message TEXT NOT NULL DEFAULT ''
  );

  CREATE TABLE dumps (
    id            TEXT PRIMARY KEY,
    utc_timestamp TEXT NOT NULL,
    client        TEXT NOT NULL,
    user          TEXT NOT NULL,
    program       TEXT NOT NULL,
    object        TEXT NOT NULL DEFAULT '',
    error         TEXT NOT NULL,
    exception     TEXT NOT NULL DEFAULT '',
    package       TEXT NOT NULL DEFAULT '',
    host          TEXT NOT NULL,
    detail        TEXT NOT NULL DEFAULT '{}'
  );
  CREATE INDEX dumps_time ON dumps(utc_timestamp DESC);
  `,
  // dbview: deploy state of information views (AVIW, CVIW) and the logical → physical schema mapping.
  `
  CREATE TABLE dbview_states (
    obj_type     TEXT NOT NULL,
    obj_name     TEXT NOT NULL,
    deploy_state TEXT NOT NULL CHECK (deploy_state IN ('I', 'A')),
    hot_status   TEXT NOT NULL CHECK (hot_status IN ('I', 'A', 'E', 'D')),
    sql_view     TEXT NOT NULL DEFAULT '',
    columns      TEXT NOT NULL DEFAULT '[]',
    sources      TEXT NOT NULL DEFAULT '[]',
    message      TEXT NOT NULL DEFAULT '',
    transport    TEXT NOT NULL DEFAULT '',
    changed_by   TEXT NOT NULL,
    changed_at   TEXT NOT NULL,
    PRIMARY KEY (obj_type, obj_name),
    FOREIGN KEY (obj_type, obj_name) REFERENCES objects(obj_type, obj_name) ON DELETE CASCADE
  );

  CREATE TABLE dbview_schema_mappings (
    logical    TEXT PRIMARY KEY COLLATE NOCASE,
    physical   TEXT NOT NULL,
    changed_by TEXT NOT NULL,
    changed_at TEXT NOT NULL
  );
  `,
  // versions and origins: where each version came from, every version ever activated or saved, and the
  // sync events (pull, import, undo) of each repository link with their results.
  `
  ALTER TABLE object_versions ADD COLUMN origin TEXT NOT NULL DEFAULT '';

  -- who recorded an entry: the entries of one user on a request are that user's task
  ALTER TABLE transport_entries ADD COLUMN user TEXT NOT NULL DEFAULT '';

  -- the push of an import job: checked after a crash (was it pushed? is its git process still alive?)
  ALTER TABLE jobs ADD COLUMN push_pid INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE jobs ADD COLUMN push_commit TEXT NOT NULL DEFAULT '';
  ALTER TABLE jobs ADD COLUMN push_url TEXT NOT NULL DEFAULT '';
  ALTER TABLE jobs ADD COLUMN push_branch TEXT NOT NULL DEFAULT '';

  CREATE TABLE sync_events (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    repo_key     TEXT NOT NULL,
    kind         TEXT NOT NULL CHECK (kind IN ('pull', 'import', 'undo')),
    user         TEXT NOT NULL,
    started_at   TEXT NOT NULL,
    finished_at  TEXT NOT NULL DEFAULT '',
    status       TEXT NOT NULL CHECK (status IN ('running', 'success', 'error', 'aborted')),
    commit_sha   TEXT NOT NULL DEFAULT '',
    transport    TEXT NOT NULL DEFAULT '',
    activated    INTEGER NOT NULL DEFAULT 0,
    failed       INTEGER NOT NULL DEFAULT 0,
    deleted      INTEGER NOT NULL DEFAULT 0,
    message      TEXT NOT NULL DEFAULT '',
    result       TEXT NOT NULL DEFAULT '{}'
  );
  CREATE INDEX sync_events_repo ON sync_events(repo_key, id DESC);

  -- One row per version written (active, inactive) or object deleted ('D'), newest last.
  CREATE TABLE object_history (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    obj_type    TEXT NOT NULL,
    obj_name    TEXT NOT NULL,
    version     TEXT NOT NULL CHECK (version IN ('A', 'I', 'D')),
    package     TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    metadata    TEXT NOT NULL DEFAULT '{}',
    sources     TEXT NOT NULL DEFAULT '{}',
    changed_by  TEXT NOT NULL,
    changed_at  TEXT NOT NULL,
    origin      TEXT NOT NULL DEFAULT '',
    transport   TEXT NOT NULL DEFAULT '',
    event_id    INTEGER
  );
  CREATE INDEX object_history_object ON object_history(obj_type, obj_name, id DESC);
  CREATE INDEX object_history_event ON object_history(event_id);
  `,
  `
  -- External debugger breakpoints of each user and terminal (issue 17), kept across restarts of the service:
  -- the position the breakpoint stops at (file row, source line as JSON), its skip count and condition.
  CREATE TABLE debugger_breakpoints (
    client         TEXT NOT NULL,
    user_name      TEXT NOT NULL,
    terminal_id    TEXT NOT NULL,
    ide_id         TEXT NOT NULL DEFAULT '',
    debugging_mode TEXT NOT NULL DEFAULT 'user',
    position       INTEGER NOT NULL,
    id             TEXT NOT NULL,
    kind           TEXT NOT NULL,
    client_id      TEXT NOT NULL,
    uri            TEXT NOT NULL,
    source         TEXT NOT NULL,
    file           TEXT NOT NULL,
    row            INTEGER NOT NULL,
    skip_count     INTEGER NOT NULL DEFAULT 0,
    condition      TEXT,
    PRIMARY KEY (client, user_name, terminal_id, position)
  );
  `,
  `
  -- Exception breakpoints (issue 17): the class whose raises (and its subclasses') stop; NULL for line breakpoints.
  ALTER TABLE debugger_breakpoints ADD COLUMN exception_class TEXT;
  `,
  `
  -- Kernel gaps of active objects (issue 31): standard names the embedded kernel does not provide, each with the
  -- file and line of its first use; written when the object is activated, gone with its object.
  CREATE TABLE object_gaps (
    obj_type TEXT NOT NULL,
    obj_name TEXT NOT NULL,
    gap      TEXT NOT NULL,
    file     TEXT NOT NULL,
    line     INTEGER NOT NULL,
    PRIMARY KEY (obj_type, obj_name, gap),
    FOREIGN KEY (obj_type, obj_name) REFERENCES objects(obj_type, obj_name) ON DELETE CASCADE
  );
  CREATE INDEX object_gaps_gap ON object_gaps(gap);
  `,
];
