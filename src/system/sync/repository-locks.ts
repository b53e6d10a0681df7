/** One git operation (pull, import) per remote at a time: later ones wait for the running one. */
export class RepositoryLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(url: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(url) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(work);
    const tail = current.catch(() => undefined);
    this.tails.set(url, tail);
    try {
      return await current;
    } finally {
      if (this.tails.get(url) === tail) this.tails.delete(url);
    }
  }
}
