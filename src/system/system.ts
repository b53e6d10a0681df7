import { chmodSync, existsSync, mkdirSync, renameSync, writeFileSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openRepositoryDatabase, type RepositoryDatabase } from './repository/database.js';
import { ObjectStore } from './repository/objects.js';
import { KernelGapStore } from './repository/kernel-gaps.js';
import { kernelObjectKeys } from './kernel/index.js';
import { PackageStore } from './repository/packages.js';
import { UserStore, developerGrants, viewerGrants } from './repository/users.js';
import { packageTree } from './browse/tree.js';
import { packageObjectList } from './browse/list.js';
import { ActivationHub } from './activation.js';
import { ApplicationData } from './data/index.js';
import { applicationDataFollower } from './data-follower.js';
import { repositoryTablesFollower } from './repository-tables/follower.js';
import { CheckEngine } from './checks/index.js';
import { CheckWorkers } from './workers/check-workers.js';
import { RepositoryReader } from './workers/repository-reader.js';
import { ReadingOperations } from './reading/index.js';
import { DatabaseViews } from './dbview/index.js';
import { checkDatabase, checkDatabaseFiles, DataFolderDamaged, databaseFiles } from './database-files.js';
import { dataFolderMessages } from '../protocol/messages.js';
import type { ListRequest, ListResult, TreeRequest, TreeResult } from '../protocol/results.js';

export interface SystemOptions {
  dataDir: string;
  /** Fills a new data folder (the demo system). */
  seed?: SystemSeed;
  /** Passwords for the initial users; generated (and kept in the data folder) when absent. */
  initialPasswords?: Partial<Record<'DEVELOPER' | 'VIEWER', string>>;
}

/** Content for a new data folder: objects inside the initialising transaction, then (after activation) table rows. */
export interface SystemSeed {
  objects(system: EmbeddedSystem, user: string): void;
  rows(system: EmbeddedSystem): void;
  /**
   * Copies the databases of a system prepared with this content into the new data folder, answering whether it
   * did (seed.ts: the demo's, made by the build); the initial users then get passwords of their own.
   */
  prepared?(dataDir: string): boolean;
}

export const systemDefaults = { sid: 'DEV', client: '100' } as const;

/** Where the generated initial passwords are kept, readable by the owner only. */
export function initialPasswordsFile(dataDir: string): string {
  return join(dataDir, 'credentials.json');
}

export function readInitialPasswords(dataDir: string): Record<string, string> {
  const file = initialPasswordsFile(dataDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/**
 * Removes a user's initial password from credentials.json (after passwd or remove), so the file never
 * keeps a password that was changed. Answers whether it held one.
 */
export function forgetInitialPassword(dataDir: string, user: string): boolean {
  const passwords = readInitialPasswords(dataDir);
  if (!(user in passwords)) return false;
  delete passwords[user];
  const file = initialPasswordsFile(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(passwords, null, 2) + '\n', { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
  return true;
}

/**
 * The embedded application system: one data folder with the repository database. It knows nothing of
 * HTTP; the service translates requests into calls on it.
 */
export class EmbeddedSystem {
  readonly sid = systemDefaults.sid;
  readonly defaultClient = systemDefaults.client;
  readonly users: UserStore;
  readonly packages: PackageStore;
  readonly objects: ObjectStore;
  /** Kernel gaps of the active objects. */
  readonly gaps: KernelGapStore;
  /** Followers of activation (application tables, checks registry, runtime build) register here. */
  readonly activation = new ActivationHub();
  private checkEngine: CheckEngine | undefined;
  private clientStatement: ReturnType<RepositoryDatabase['prepare']> | undefined;

  private constructor(
    readonly dataDir: string,
    readonly db: RepositoryDatabase,
    /** The application data: tables and CDS views of active objects, with their rows. */
    readonly data: ApplicationData,
  ) {
    this.users = new UserStore(db);
    this.packages = new PackageStore(db);
    this.objects = new ObjectStore(db);
    this.gaps = new KernelGapStore(db);
    this.activation.add(applicationDataFollower(data, this.objects));
    this.activation.add(repositoryTablesFollower({ data, objects: this.objects, packages: this.packages, sid: this.sid }));
    this.activation.add({
      name: 'checks registry',
      follow: ({ activated, deleted }) => {
        // Before its first use the engine holds nothing: it loads the active objects then.
        if (!this.checkEngine) return [];
        for (const obj of activated) this.checkEngine.upsert(obj);
        for (const key of deleted) this.checkEngine.remove(key.type, key.name);
        return [];
      },
    });
  }

  /** Whether a stored kernel gap is one still: neither the kernel nor an object of the system provides the name now. */
  readonly isGap = (name: string): boolean => !(this.kernelNames ??= new Set([...kernelObjectKeys()].map((key) => key.split(' ')[1]!))).has(name) && this.objects.findByName(name).length === 0;
  private kernelNames: Set<string> | undefined;

  /** View, preview and customize: the reading and data operations. */
  get reading(): ReadingOperations {
    return (this.readingOperations ??= new ReadingOperations({ objects: this.objects, data: this.data, db: this.db, sid: this.sid, gapsOf: (type, name) => this.gaps.of(type, name, this.isGap) }));
  }
  private readingOperations: ReadingOperations | undefined;

  /** HANA information views (dbview): deploy state, schemas and the logical schema mapping. */
  get dbviews(): DatabaseViews {
    return (this.databaseViews ??= new DatabaseViews(this));
  }
  private databaseViews: DatabaseViews | undefined;

  /** The checks engine over the active objects (syntax, inspect, where-used), loaded on first use. */
  get checks(): CheckEngine {
    if (!this.checkEngine) {
      this.checkEngine = new CheckEngine();
      this.checkEngine.load(this.objects.allActive());
    }
    return this.checkEngine;
  }


  /**
   * The kept pool of check worker threads (syntax, inspect, where-used, the activation checks of a pull),
   * started on first use; each worker loads the active objects from the repository database itself.
   */
  get checkWorkers(): CheckWorkers {
    if (!this.workers) {
      this.workers = new CheckWorkers({ repositoryFile: join(this.dataDir, 'repository.db') });
      this.activation.add(this.workers.follower);
    }
    return this.workers;
  }
  private workers: CheckWorkers | undefined;

  /** Reads a pull's files (abapGit XML) on a worker thread when there are many (src/system/workers/repository-reader.ts). */
  get repositoryReader(): RepositoryReader {
    return (this.reader ??= new RepositoryReader());
  }
  private reader: RepositoryReader | undefined;

  static open(options: SystemOptions): EmbeddedSystem {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    const repositoryFile = join(options.dataDir, databaseFiles.repository);
    const dataFile = join(options.dataDir, databaseFiles.data);
    // a folder with a system but without (or with an empty) database is damaged, not new: refused, naming the file
    checkDatabaseFiles(options.dataDir);
    checkDatabase(repositoryFile);
    checkDatabase(dataFile);
    const copied = !existsSync(repositoryFile) && options.seed?.prepared?.(options.dataDir) === true;
    const system = new EmbeddedSystem(options.dataDir, openRepositoryDatabase(repositoryFile), ApplicationData.open(dataFile));
    if (copied) system.renewInitialPasswords(options);
    else if (!system.isInitialized()) {
      // checked before anything is written: the passwords of an existing credentials file may be the only copy
      const credentials = initialPasswordsFile(options.dataDir);
      if (existsSync(credentials)) {
        system.close();
        throw new DataFolderDamaged(dataFolderMessages.credentialsKept(credentials));
      }
      system.initialize(options);
    }
    return system;
  }

  clientExists(client: string): boolean {
    // asked by every request: prepared once
    this.clientStatement ??= this.db.prepare('SELECT 1 FROM clients WHERE client = ?');
    return !!this.clientStatement.get(client);
  }

  tree(request: TreeRequest): TreeResult {
    return packageTree(this.packages, this.objects, request);
  }

  list(request: ListRequest): ListResult {
    return packageObjectList(this.packages, this.objects, request, (type, name) => this.gaps.of(type, name, this.isGap).length);
  }

  close(): void {
    void this.workers?.close();
    this.workers = undefined;
    void this.reader?.close();
    this.reader = undefined;
    this.data.close();
    this.db.close();
  }

  private isInitialized(): boolean {
    return !!this.db.prepare('SELECT 1 FROM clients').get();
  }

  private initialize(options: SystemOptions): void {
    const passwords = initialPasswordsOf(options);
    this.db.transaction(() => {
      this.db.prepare('INSERT INTO clients (client, description) VALUES (?, ?)').run(this.defaultClient, 'Development');
      this.db.prepare("INSERT INTO system_settings (key, value) VALUES ('sid', ?)").run(this.sid);
      this.users.add(this.defaultClient, 'DEVELOPER', passwords.DEVELOPER, developerGrants);
      this.users.add(this.defaultClient, 'VIEWER', passwords.VIEWER, viewerGrants);
      options.seed?.objects(this, 'DEVELOPER');
    })();
    if (options.seed) {
      this.activation.announce({ activated: this.objects.allActive(), deleted: [] });
      options.seed.rows(this);
    }
    this.keepInitialPasswords(passwords);
  }

  /** A prepared system copied in (SystemSeed.prepared): its initial users get passwords of this data folder. */
  private renewInitialPasswords(options: SystemOptions): void {
    const passwords = initialPasswordsOf(options);
    this.db.transaction(() => {
      for (const user of ['DEVELOPER', 'VIEWER'] as const) {
        if (!this.users.setPassword(this.defaultClient, user, passwords[user])) throw new Error(`the prepared system has no user ${user}`);
      }
    })();
    this.keepInitialPasswords(passwords);
  }

  /** Writes credentials.json of a new system; an existing one is never replaced (its passwords may be the only copy). */
  private keepInitialPasswords(passwords: Record<'DEVELOPER' | 'VIEWER', string>): void {
    const file = initialPasswordsFile(this.dataDir);
    try {
      writeFileSync(file, JSON.stringify(passwords, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new DataFolderDamaged(dataFolderMessages.credentialsKept(file));
      throw error;
    }
    chmodSync(file, 0o600);
  }
}

function initialPasswordsOf(options: SystemOptions): Record<'DEVELOPER' | 'VIEWER', string> {
  return {
    DEVELOPER: options.initialPasswords?.DEVELOPER ?? generatePassword(),
    VIEWER: options.initialPasswords?.VIEWER ?? generatePassword(),
  };
}

function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
