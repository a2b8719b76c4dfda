// Child process for the writer-lock test: opens a data folder, says so, and waits to be killed.
import { openDataDir } from '../../../../main/store/data-store';

const dir = process.argv[2];
if (!dir) throw new Error('usage: hold-lock-child <dir>');
const store = await openDataDir(dir);
process.stdout.write(`locked ${process.pid}\n`);
setInterval(() => store.dir, 60_000);
