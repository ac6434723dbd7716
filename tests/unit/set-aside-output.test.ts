import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {buildOutDir, setAsideOutput, SET_ASIDE_DIR} from '../../scripts/set-aside-output.mjs';

test('the output folder is resolved as the CLI resolves it: relative to the site folder, build by default', () => {
  assert.deepEqual(buildOutDir([], '/repo'), {siteDir: '/repo', outDir: '/repo/build'});
  assert.equal(buildOutDir(['--out-dir', '.test-build/root'], '/repo').outDir, '/repo/.test-build/root');
  assert.equal(buildOutDir(['--out-dir=out', '--no-minify'], '/repo').outDir, '/repo/out');
  assert.deepEqual(buildOutDir(['tests/fixtures/blank-site', '--locale', 'en', '--out-dir', '/abs/blank'], '/repo'), {
    siteDir: '/repo/tests/fixtures/blank-site',
    outDir: '/abs/blank',
  });
  assert.equal(buildOutDir(['site', '--out-dir', 'out'], '/repo').outDir, '/repo/site/out');
});

test('the last output is moved aside before the build and deleted, with what a killed build left', async () => {
  const cwd = mkdtempSync(join(tmpdir(), 'set-aside-'));
  mkdirSync(join(cwd, 'build/docs'), {recursive: true});
  writeFileSync(join(cwd, 'build/docs/index.html'), 'old');
  mkdirSync(join(cwd, SET_ASIDE_DIR, 'build-1-2/assets'), {recursive: true});
  const {deleted} = await setAsideOutput([], cwd);
  assert.equal(existsSync(join(cwd, 'build')), false, 'moved before the framework starts');
  await deleted;
  assert.deepEqual(readdirSync(join(cwd, SET_ASIDE_DIR)), []);
});

test('a folder that holds the site, or none, is left alone', async () => {
  const cwd = mkdtempSync(join(tmpdir(), 'set-aside-'));
  writeFileSync(join(cwd, 'docusaurus.config.ts'), '');
  await (
    await setAsideOutput(['--out-dir', '.'], cwd)
  ).deleted;
  await (
    await setAsideOutput(['--out-dir', '..'], cwd)
  ).deleted;
  assert.equal(existsSync(join(cwd, 'docusaurus.config.ts')), true);
  await (
    await setAsideOutput(['--out-dir', 'missing'], cwd)
  ).deleted;
});
