// A node:test reporter for scripts/test.mjs: counts the tests that passed, failed and were skipped, and writes the
// counts as one line of JSON ({"passed":N,"failed":N,"skipped":N}) to its destination when the run ends.
//   node --test --test-reporter=spec --test-reporter-destination=stdout \
//     --test-reporter=./scripts/test-count-reporter.mjs --test-reporter-destination=counts.json
// Suites (describe) are not counted, only tests. A cancelled test (its parent ended first, or it timed out) is
// reported as test:fail and counts as failed. A skipped or todo test counts as skipped, even a todo that fails, as
// the runner's own summary has it.
export default async function* countReporter(source) {
  const counts = {passed: 0, failed: 0, skipped: 0};
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const {details, skip, todo} = event.data;
    if (details?.type === 'suite') continue;
    if ((skip !== undefined && skip !== false) || (todo !== undefined && todo !== false)) counts.skipped += 1;
    else if (event.type === 'test:fail') counts.failed += 1;
    else counts.passed += 1;
  }
  yield `${JSON.stringify(counts)}\n`;
}
