import {mdxToMarkdown} from './convert';
import {forgetParsedTrees} from './mdx';
import {createImageResolver, createLinkResolver} from './resolve';

/** What every conversion of a build shares: where links and images point. */
export interface ConvertShared {
  siteOrigin: string;
  baseUrl: string;
  /** Source file -> permalink, for every page links can point to. */
  permalinks: [string, string][];
  /** Built files under assets/ (see resolve.ts). */
  builtAssets: string[];
}

/** One page to convert. */
export interface ConvertJob {
  sourceFile: string;
  /** The page's absolute URL, the base of its relative links. */
  pageUrl: string;
  title: string;
  source: string;
}

/** A copy, or the reason it could not be made (the caller names the file). */
export type ConvertResult = {markdown: string} | {error: string};

/**
 * Converts the jobs one at a time, results in the jobs' order; a page that fails does not stop the others.
 * Pages with the same source text (a frozen version's copy of a page) are converted one after the other,
 * from one parse; the parsed trees are then let go, so the heap holds one tree at a time, not a thousand
 * (the garbage collector was a sixth of the time).
 */
export async function convertJobs(jobs: readonly ConvertJob[], shared: ConvertShared): Promise<ConvertResult[]> {
  const permalinkBySource = new Map(shared.permalinks);
  const bySource = new Map<string, number[]>();
  for (const [index, job] of jobs.entries()) bySource.set(job.source, [...(bySource.get(job.source) ?? []), index]);
  const results: ConvertResult[] = new Array(jobs.length);
  for (const indices of bySource.values()) {
    for (const index of indices) results[index] = await convertOne(jobs[index]!, shared, permalinkBySource);
    forgetParsedTrees();
  }
  return results;
}

async function convertOne(
  job: ConvertJob,
  shared: ConvertShared,
  permalinkBySource: ReadonlyMap<string, string>,
): Promise<ConvertResult> {
  try {
    const markdown = await mdxToMarkdown(job.source, {
      title: job.title,
      resolveLink: createLinkResolver({
        sourceFile: job.sourceFile,
        pageUrl: job.pageUrl,
        siteOrigin: shared.siteOrigin,
        baseUrl: shared.baseUrl,
        permalinkBySource,
      }),
      resolveImage: createImageResolver({
        sourceFile: job.sourceFile,
        siteOrigin: shared.siteOrigin,
        baseUrl: shared.baseUrl,
        builtAssets: shared.builtAssets,
      }),
    });
    return {markdown};
  } catch (error) {
    return {error: (error as Error).message};
  }
}
