import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A real file system of its own, small enough to fill: an ext4 image on a loop device, mounted under the
 * temp directory. The loop device writes straight to the disk (direct I/O) and `slow()` remounts it
 * synchronous, so that every page SQLite writes waits for the disk, as on a busy production volume. Needs
 * root (mount, losetup); `mountSmallDisk` answers why not when the machine does not allow it.
 */
export interface SmallDisk {
  dir: string;
  /** Every later write waits for the disk (`true`), or is cached again (`false`). */
  slow(on: boolean): void;
  /** Takes every free block (a ballast file), so that the next write that needs one gets ENOSPC. */
  fill(): void;
  /** Removes the ballast. */
  free(): void;
  /** Unmounts and deletes the file system. */
  remove(): void;
}

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: ["ignore", "pipe", "pipe"] })
    .toString()
    .trim();

export function mountSmallDisk(sizeMb: number): SmallDisk | { unavailable: string } {
  if (process.getuid?.() !== 0) return { unavailable: "mounting a file system needs root" };
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "small-disk-"));
  const image = path.join(base, "disk.img");
  const dir = path.join(base, "mnt");
  fs.mkdirSync(dir);
  let device: string | undefined;
  let mounted = false;
  const remove = () => {
    if (mounted) run("umount", [dir]);
    mounted = false;
    if (device) run("losetup", ["-d", device]);
    device = undefined;
    fs.rmSync(base, { recursive: true, force: true });
  };
  try {
    fs.writeFileSync(image, "");
    fs.truncateSync(image, sizeMb * 1024 * 1024);
    // 4 KiB blocks, as on any production volume: with 1 KiB ones, SQLite's mapped -shm file would have holes,
    // and a full disk then stops the process with SIGBUS.
    run("mkfs.ext4", ["-q", "-F", "-m", "0", "-b", "4096", image]);
    device = run("losetup", ["--direct-io=on", "--find", "--show", image]);
    run("mount", [device, dir]);
    mounted = true;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    try {
      remove();
    } catch {}
    return { unavailable: `cannot mount a loop device here (${reason})` };
  }
  const ballast = path.join(dir, "ballast");
  return {
    dir,
    slow: (on) => run("mount", ["-o", on ? "remount,sync" : "remount,async", dir]),
    fill() {
      const { bavail, bsize } = fs.statfsSync(dir);
      if (bavail > 16) run("fallocate", ["-l", String((bavail - 16) * bsize), ballast]);
      const fd = fs.openSync(ballast, "a");
      const block = Buffer.alloc(512);
      try {
        for (;;) fs.writeSync(fd, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      } finally {
        fs.closeSync(fd);
      }
    },
    free: () => fs.rmSync(ballast, { force: true }),
    remove,
  };
}
