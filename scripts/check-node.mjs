// `npm test` starts here: prints the runtime every suite runs on, and refuses one that is too old.
import { requireSupportedNode } from './lib/runtime.mjs';

console.log(`== node v${requireSupportedNode()} (${process.execPath})`);
