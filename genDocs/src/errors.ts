/** One thing wrong with the data, located by file, entry and field. */
export interface Problem {
  /** Repository-relative path of the data file. */
  file: string;
  /** Entry and field, such as sources[snowflake].config.account_id.type. */
  where: string;
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}: ${problem.where}: ${problem.message}`;
}

/** Thrown when the data is invalid; lists every problem found, in a stable order. */
export class DataError extends Error {
  readonly problems: Problem[];

  constructor(problems: Problem[]) {
    const sorted = [...problems].sort((a, b) => formatProblem(a).localeCompare(formatProblem(b)));
    super(
      `genDocs found ${sorted.length} problem${sorted.length === 1 ? '' : 's'} in the data:\n${sorted.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
    );
    this.name = 'DataError';
    this.problems = sorted;
  }
}

/** Why a file operation failed, in words and with its code: "permission denied (EACCES)". */
export function fsReason(error: unknown): string {
  const {code, message} = (error ?? {}) as NodeJS.ErrnoException;
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOENT: 'no such file or folder',
    EISDIR: 'a folder is in the way',
    ENOTDIR: 'a file is in the way of a folder',
    EEXIST: 'a file is in the way',
    ENOSPC: 'no space left on the device',
    EROFS: 'the file system is read-only',
  };
  if (code && words[code]) return `${words[code]} (${code})`;
  // Node's messages read "CODE: what, syscall 'path'"; the path is named by the caller.
  const text = String(message ?? error).split('\n')[0];
  return code ? `${text.replace(/^[A-Z]+: /, '').replace(/, \w+ '.*$/, '')} (${code})` : text;
}

/**
 * What to print for a failed run: the data problems as they are (one line each), anything else on one
 * line without its stack. GENDOCS_STACK=1 adds the stack, for debugging genDocs itself.
 */
export function describeFailure(error: unknown): string {
  if (error instanceof DataError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  const stack = process.env.GENDOCS_STACK && error instanceof Error ? `\n${error.stack}` : '';
  return `genDocs failed: ${message}${stack}`;
}
