// Runs at most `limit` tasks at once, in the order asked, so the template thumbnails do not
// flood the server's render pool (and leave it room for the main preview). A task whose signal
// aborts while it waits is dropped without running.
export class TaskQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener("abort", drop);
        this.running += 1;
        task()
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            this.next();
          });
      };
      const drop = () => {
        const index = this.waiting.indexOf(start);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal?.reason);
      };
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener("abort", drop, { once: true });
      this.waiting.push(start);
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.limit) {
      const start = this.waiting.shift();
      if (!start) return;
      start();
    }
  }
}
