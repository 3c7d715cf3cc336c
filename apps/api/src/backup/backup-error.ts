/** A backup or restore that cannot be done as asked: the operator's to fix, said in words. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
