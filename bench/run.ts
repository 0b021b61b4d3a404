// npm run bench: every benchmark under bench/, each against a baseline measured in the same run.
import { runPortalViewBench } from './portal-view.js';

await runPortalViewBench();
