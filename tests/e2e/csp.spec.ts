import {policyTests} from '../support/csp';

// The default build (no outside service): its policy, the one the committed nginx config sets, lets every
// route type and feature run (tests/support/csp.ts).
policyTests('.test-build/root');
