/** Runs async tasks one after another, in call order, whatever each one's outcome. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /** Queues `task` behind every earlier one and resolves or rejects with its own result. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
