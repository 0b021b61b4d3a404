// npm run bench: every benchmark under bench/, each against a baseline measured in the same run.
import { runBulkContentionBench } from './bulk-contention.js';
import { runBulkDownloadBench } from './bulk-download.js';
import { measureEventRecording } from './event-recording.js';
import { runFirstPaintBench } from './first-paint.js';
import { runKbConflictsBench } from './kb-conflicts.js';
import { runPortalViewBench } from './portal-view.js';
import { runQuestionnaireBench } from './questionnaire.js';
import { runSearchBench } from './search/search.js';

import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

// Benchmarks that run the app in this process measure it with the server's flags (package.json).
const missing = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
if (missing.length > 0) console.warn(`bench: this process lacks the server's flags ${missing.join(' ')}`);

const only = process.argv[2];
if (!only || only === 'portal-view') await runPortalViewBench();
// Part of portal-view; on its own: `npm run bench -- event-recording`.
if (only === 'event-recording') await measureEventRecording();
if (!only || only === 'bulk-download') await runBulkDownloadBench();
if (!only || only === 'bulk-contention') await runBulkContentionBench();
if (!only || only === 'search') await runSearchBench();
if (!only || only === 'questionnaire') await runQuestionnaireBench();
if (!only || only === 'kb-conflicts') await runKbConflictsBench();
if (!only || only === 'first-paint') await runFirstPaintBench();
