import {createRequire} from 'node:module';
import {availableParallelism} from 'node:os';
import {fileURLToPath} from 'node:url';
import {Worker} from 'node:worker_threads';
import {convertJobs, type ConvertJob, type ConvertResult, type ConvertShared} from './convertJobs';

/**
 * Below this much source to convert, one lane: a worker thread costs about half a second to start (tsx,
 * the parser), more than a few pages take. A build after a small edit stays in one thread.
 */
export const MIN_BYTES_FOR_WORKERS = 256 * 1024;

/** How many lanes a build uses: one per core, at most two (see `convertInLanes`). */
export function defaultLanes(): number {
  return Math.max(1, Math.min(2, availableParallelism()));
}

/**
 * Splits the jobs into `lanes` groups of about equal source size. Jobs with the same source text stay in one
 * group: a frozen version shares most files with the current one, and a lane parses a text once
 * (convertJobs.ts). Deterministic: the same jobs give the same groups.
 */
export function splitJobs(jobs: readonly ConvertJob[], lanes: number): number[][] {
  const bySource = new Map<string, number[]>();
  for (const [index, job] of jobs.entries()) bySource.set(job.source, [...(bySource.get(job.source) ?? []), index]);
  // Largest first, each into the lightest lane so far (ties: the text met first).
  const groups = [...bySource.values()]
    .map((indices) => ({indices, bytes: jobs[indices[0]].source.length}))
    .sort((a, b) => b.bytes - a.bytes || a.indices[0] - b.indices[0]);
  const out = Array.from({length: Math.max(1, lanes)}, () => ({indices: [] as number[], bytes: 0}));
  for (const group of groups) {
    const lightest = out.reduce((best, lane) => (lane.bytes < best.bytes ? lane : best));
    lightest.indices.push(...group.indices);
    lightest.bytes += group.bytes;
  }
  return out.map((lane) => lane.indices.sort((a, b) => a - b)).filter((indices) => indices.length > 0);
}

/**
 * A worker's first lines: TypeScript through tsx's require hook, then convertWorker.ts. The worker starts
 * without the parent's Node options, so it runs the same whether the parent ran under `node --import tsx`
 * (the build) or the tsx test runner (the unit tests).
 */
const WORKER_BOOTSTRAP = `const {workerData} = require('node:worker_threads');
require(workerData.tsx).register();
require(workerData.entry);`;

function inWorker(jobs: ConvertJob[], shared: ConvertShared): Promise<ConvertResult[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOTSTRAP, {
      eval: true,
      execArgv: [],
      workerData: {
        tsx: createRequire(import.meta.url).resolve('tsx/cjs/api'),
        entry: fileURLToPath(new URL('./convertWorker.ts', import.meta.url)),
        jobs,
        shared,
      },
    });
    worker.once('message', (message: {results?: ConvertResult[]; failed?: string}) => {
      void worker.terminate();
      if (message.results) resolve(message.results);
      else reject(new Error(`a worker thread failed: ${message.failed}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`a worker thread stopped with code ${code}`));
    });
  });
}

/**
 * Converts the jobs, results in the jobs' order, and says how many lanes ran. Parsing MDX is single-threaded JavaScript (about 46 s of CPU
 * for the site's 1,000 pages), so a cold build splits it: the first lane runs in this thread, the others in
 * worker threads, side by side. `lanes`: how many (default: `defaultLanes()`); a small batch uses one.
 */
export async function convertInLanes(
  jobs: readonly ConvertJob[],
  shared: ConvertShared,
  lanes = defaultLanes(),
): Promise<{results: ConvertResult[]; lanes: number}> {
  const bytes = jobs.reduce((sum, job) => sum + job.source.length, 0);
  const groups = splitJobs(jobs, bytes < MIN_BYTES_FOR_WORKERS ? 1 : lanes);
  const results: ConvertResult[] = new Array(jobs.length);
  const batches = groups.map((indices) => indices.map((index) => jobs[index]));
  // The workers first, so they start while this thread converts its own lane. A worker that fails meanwhile
  // is reported by the await below, not as an unhandled rejection that ends the process.
  const others = Promise.all(batches.slice(1).map((batch) => inWorker(batch, shared)));
  others.catch(() => {});
  const converted = [await convertJobs(batches[0] ?? [], shared), ...(await others)];
  for (const [lane, indices] of groups.entries()) {
    for (const [position, index] of indices.entries()) results[index] = converted[lane][position];
  }
  return {results, lanes: groups.length};
}
