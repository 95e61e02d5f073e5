import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What global-setup.ts (in the main process) and database-templates.ts (in the test workers) share. */
export const TEMPLATE_PREFIX = 'champions_tpl_';

export function pgliteTemplateFolder(run: string): string {
  return join(tmpdir(), 'champions-test-templates', run);
}

declare module 'vitest' {
  interface ProvidedContext {
    /** names this run's templates, so that parallel runs (and other worktrees) never share one */
    databaseTemplateRun: string;
  }
}
