// Runs before the end-to-end stage: without a browser to drive, it stops with one line saying
// what to install instead of every test failing with a stack trace.
import { findChromium, realLookupHost } from './findChromium';

const lookup = findChromium(realLookupHost);
if (lookup.found) {
  process.stdout.write(`End-to-end tests drive ${lookup.path} (${lookup.source}).\n`);
} else {
  process.stderr.write(`${lookup.message}\n`);
  process.exitCode = 1;
}
