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

/** What to print for a failed run: the data problems as they are, anything else with its stack. */
export function describeFailure(error: unknown): string {
  if (error instanceof DataError) return error.message;
  return `genDocs failed: ${(error as Error)?.stack ?? error}`;
}
