import { restoreCommand } from './backup/commands.ts';
import { runCommand } from './runCommand.ts';

/** `npm run restore -- <archive> [--force]`: README "Backup, restore, move to PostgreSQL". */
runCommand('restore', restoreCommand);
