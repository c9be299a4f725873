import { backupCommand } from './backup/commands.ts';
import { runCommand } from './runCommand.ts';

/** `npm run backup [-- --out <file or folder>]`: README "Backup, restore, move to PostgreSQL". */
runCommand('backup', backupCommand);
