/** Every built page passes html-validate with the committed rule set (.htmlvalidate.cjs). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {FileSystemConfigLoader, HtmlValidate, type Message} from 'html-validate';
import {buildDir, htmlFiles, readPage} from './built-site';

test('every built page is valid HTML under the committed rules', async () => {
  const dir = buildDir();
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const problems: string[] = [];
  // Client-redirect stubs are the redirect plugin's fixed template (a meta refresh, no title); the
  // crawl test checks where they point.
  const files = htmlFiles(dir).filter((file) => !readPage(dir, file).redirect);
  for (const file of files) {
    // The config is looked up from the file's path, so name it as if it were in the repository root.
    const report = await validator.validateString(
      readFileSync(join(dir, file), 'utf8'),
      join(process.cwd(), 'page.html'),
    );
    for (const message of report.results.flatMap((r) => r.messages) as Message[]) {
      problems.push(
        `${file}:${message.line}:${message.column} [${message.ruleId}] ${message.message} (${message.selector ?? ''})`,
      );
    }
  }
  assert.ok(files.length > 100, `only ${files.length} pages found`);
  assert.deepEqual(problems.slice(0, 40), [], `${problems.length} problems in ${files.length} pages`);
});
