/**
 * A worker thread of the Markdown copies (build.ts, `convertInLanes`): converts the jobs it is given and
 * posts the results back, in order. Loaded with the parent's `--import tsx`.
 */
import {parentPort, workerData} from 'node:worker_threads';
import {convertJobs, type ConvertJob, type ConvertShared} from './convertJobs';

const {jobs, shared} = workerData as {jobs: ConvertJob[]; shared: ConvertShared};
convertJobs(jobs, shared).then(
  (results) => parentPort!.postMessage({results}),
  (error: Error) => parentPort!.postMessage({failed: error.message}),
);
