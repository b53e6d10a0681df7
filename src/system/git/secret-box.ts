/**
 * Stored git secrets (tokens, passwords of repository links) are encrypted with a key kept in a file of
 * the data folder, readable by the owner only: the database alone (a backup, a copied file) does not
 * give them away.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PREFIX = 'v1:';

export class SecretBox {
  private key: Buffer | undefined;

  constructor(private readonly dataDir: string) {}

  seal(secret: string): string {
    if (secret === '') return '';
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keyBytes(), iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The secret, or undefined when it cannot be opened (another data folder's key). */
  open(sealed: string): string | undefined {
    if (!sealed.startsWith(PREFIX)) return undefined;
    const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.keyBytes(), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }

  private keyBytes(): Buffer {
    if (this.key) return this.key;
    const file = join(this.dataDir, 'git-secrets.key');
    if (!existsSync(file)) {
      try {
        writeFileSync(file, randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
        chmodSync(file, 0o600);
      } catch (error) {
        // another process created it first: use theirs
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    this.key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    return this.key;
  }
}
