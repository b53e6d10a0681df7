/** One cached mirror per remote URL, in `<data folder>/git/`. */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { GitMirror } from '../git/index.js';

export class GitMirrors {
  constructor(private readonly root: string) {}

  forUrl(url: string): GitMirror {
    return new GitMirror(this.folderOf(url));
  }

  discard(url: string): void {
    rmSync(this.folderOf(url), { recursive: true, force: true });
  }

  private folderOf(url: string): string {
    return join(this.root, `${createHash('sha256').update(url).digest('hex').slice(0, 24)}.git`);
  }
}
