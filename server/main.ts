/** The portal's server process (dist/server/main.mjs): see runServer.ts. */
import { runServer } from './runServer.ts';

await runServer();
