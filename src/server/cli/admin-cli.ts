import { runAdminCli } from './admin-program';

/** `npm run admin -- <command>`: see admin-program.ts (USAGE) and docs/accounts.md. */
process.exitCode = await runAdminCli(process.argv.slice(2));
