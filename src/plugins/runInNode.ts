import {execFile} from 'node:child_process';
import {join} from 'node:path';
import {promisify} from 'node:util';

const run = promisify(execFile);

/**
 * Runs one of the site's TypeScript scripts in its own Node process and
 * forwards its output. The post-build steps need ES-module-only packages
 * (Pagefind, the MDX parser) that the config loader cannot import, so they
 * run this way; a failure becomes an error that names the step.
 */
export async function runInNode(siteDir: string, script: string, args: string[], step: string): Promise<void> {
  try {
    const {stdout} = await run(process.execPath, ['--import', 'tsx', join(siteDir, script), ...args], {
      cwd: siteDir,
      maxBuffer: 16 * 1024 * 1024,
    });
    process.stdout.write(stdout);
  } catch (error) {
    const {stderr, stdout} = error as {stderr?: string; stdout?: string};
    throw new Error(`${step} failed.\n${stderr || stdout || String(error)}`);
  }
}
