import { isAbsolute, join, resolve } from 'node:path';

/** Environment variable that overrides the data folder. */
export const DATA_DIR_ENV = 'COMBAT_MANAGER_DATA_DIR';
/** Command-line flag that overrides the data folder: `--data-dir <path>` or `--data-dir=<path>`. */
export const DATA_DIR_FLAG = '--data-dir';

/** Where the data folder came from. */
export type DataDirSource = 'flag' | 'env' | 'default';

/** Inputs of resolveDataDir; pass process.argv, process.env and the platform default. */
export interface DataDirInputs {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  /** Electron's app.getPath('userData'), or projectDataDir() for `npm run serve`. */
  fallback: string;
  /** Folder relative paths are resolved against (default: the current directory). */
  cwd?: string;
}

function flagValue(argv: readonly string[]): string | undefined {
  let found: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === DATA_DIR_FLAG) {
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) found = next;
      i += 1;
    } else if (arg.startsWith(`${DATA_DIR_FLAG}=`)) {
      found = arg.slice(DATA_DIR_FLAG.length + 1);
    }
  }
  return found === '' ? undefined : found;
}

/**
 * Decides the data folder: the `--data-dir` flag wins, then the COMBAT_MANAGER_DATA_DIR
 * environment variable, then the caller's default. The result is an absolute path.
 */
export function resolveDataDir(inputs: DataDirInputs): { path: string; source: DataDirSource } {
  const cwd = inputs.cwd ?? process.cwd();
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  const fromFlag = flagValue(inputs.argv);
  if (fromFlag !== undefined) return { path: absolute(fromFlag), source: 'flag' };
  const fromEnv = inputs.env[DATA_DIR_ENV];
  if (fromEnv !== undefined && fromEnv.trim() !== '') {
    return { path: absolute(fromEnv.trim()), source: 'env' };
  }
  return { path: absolute(inputs.fallback), source: 'default' };
}

/** The folder `npm run serve` keeps its data in by default: `<project>/.data` (git-ignored). */
export function projectDataDir(projectRoot: string): string {
  return join(projectRoot, '.data');
}
