import { runAdmin } from "../admin-cli";

/**
 * Runs one `npm run admin` command inside this process, as `runAdminCli` (server/test-support/process.ts)
 * runs it in a process of its own: only `env` as the environment, `stdin`'s first line as the password,
 * and the exit code with everything written to standard output and error. Starting Node and tsx takes
 * seconds per command on this machine; the command's own work is the same.
 */
export async function runAdminInProcess(
  args: string[],
  env: Record<string, string>,
  stdin = "",
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runAdmin(args, {
    env: { ...env },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    readPassword: async () => stdin.split(/\r?\n/)[0] ?? "",
  });
  return { code, stdout, stderr };
}
