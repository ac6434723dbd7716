import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const run = promisify(execFile);

/**
 * After `docusaurus build`, indexes the built pages with Pagefind into
 * build/pagefind/, the embedded search backend the browser loads lazily the
 * first time a reader searches. Pagefind is an ES module that the config
 * loader cannot import, so the indexing runs in its own Node process.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir}) {
      const script = join(context.siteDir, 'src/plugins/search-index/buildIndex.ts');
      try {
        const {stdout} = await run(process.execPath, ['--import', 'tsx', script, outDir, context.baseUrl], {
          cwd: context.siteDir,
        });
        process.stdout.write(stdout);
      } catch (error) {
        const {stderr, stdout} = error as {stderr?: string; stdout?: string};
        throw new Error(`Search index: building the embedded index failed.\n${stderr || stdout || String(error)}`);
      }
    },
  };
}
