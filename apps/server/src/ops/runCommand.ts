import { loadEnv } from '../env.ts';
import { isExplained, type CommandContext } from './backup/commands.ts';

/**
 * Runs `npm run backup` / `npm run restore` in this process: relative paths (ATRIUM_DATA_DIR,
 * --out, the archive) start at npm's INIT_CWD (the repository root for the root scripts, as
 * `npm start`'s ./data), not in apps/server where the workspace script runs. A refusal or an
 * operator's mistake prints one line and exits 1.
 */
export function runCommand(
  name: string,
  command: (args: string[], context: CommandContext) => Promise<unknown>,
): void {
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const print = (line: string) => process.stdout.write(`${line}\n`);
  Promise.resolve()
    .then(() => command(process.argv.slice(2), { env: loadEnv(process.env, cwd), cwd, print }))
    .then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(
          isExplained(error)
            ? `${name}: ${error.message}\n`
            : `${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
        );
        process.exit(1);
      },
    );
}
