/**
 * One file replaced atomically and durably: the text goes to a temp file next to it, is fsynced,
 * then renamed over the file, and the directory is fsynced so the rename itself survives a crash.
 * A reader (or a crash) sees the old file or the new one, never half of one.
 *
 * The slow part (write + fsync) may run asynchronously; the rename is always synchronous, on the
 * main thread, so a later synchronous write (shutdown, reset) can never be overwritten by an older
 * asynchronous one finishing after it: such a write is discarded as superseded.
 */
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The file-system calls used, so a test can make the disk fail. */
export interface FileIo {
  /** Writes and fsyncs `path`. */
  writeSynced: (path: string, text: string) => Promise<void>;
  writeSyncedSync: (path: string, text: string) => void;
  rename: (from: string, to: string) => void;
  remove: (path: string) => void;
  syncDir: (dir: string) => void;
}

export const nodeFileIo: FileIo = {
  async writeSynced(path, text) {
    const handle = await open(path, 'w');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  writeSyncedSync(path, text) {
    const fd = openSync(path, 'w');
    try {
      writeFileSync(fd, text, 'utf8');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  },
  rename: renameSync,
  remove(path) {
    try {
      unlinkSync(path);
    } catch {
      // already gone
    }
  },
  syncDir(dir) {
    // Some file systems refuse to fsync a directory; the rename has happened either way.
    try {
      const fd = openSync(dir, 'r');
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    } catch {
      // best effort
    }
  },
};

export type WriteOutcome = 'written' | 'superseded';

export class DurableFile {
  /** Bumped by every write; an async write whose number is no longer current has been overtaken. */
  private generation = 0;
  private tempCounter = 0;

  constructor(
    readonly path: string,
    private readonly io: FileIo = nodeFileIo,
  ) {}

  private tempPath(): string {
    return `${this.path}.${process.pid}.${++this.tempCounter}.tmp`;
  }

  async write(text: string): Promise<WriteOutcome> {
    const mine = ++this.generation;
    const temp = this.tempPath();
    try {
      await this.io.writeSynced(temp, text);
      if (mine !== this.generation) {
        this.io.remove(temp);
        return 'superseded';
      }
      this.io.rename(temp, this.path);
    } catch (error) {
      this.io.remove(temp);
      throw error;
    }
    this.io.syncDir(dirname(this.path));
    return 'written';
  }

  writeSync(text: string): void {
    ++this.generation;
    const temp = this.tempPath();
    try {
      this.io.writeSyncedSync(temp, text);
      this.io.rename(temp, this.path);
    } catch (error) {
      this.io.remove(temp);
      throw error;
    }
    this.io.syncDir(dirname(this.path));
  }
}
