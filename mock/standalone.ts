import { existsSync } from 'node:fs';
import { loadEnvFile } from 'node:process';
import { createStandaloneServer, standaloneOptions } from './standaloneServer.ts';

/**
 * `npm run mock`: see standaloneServer.ts. Reads `.env` like the Vite servers do (MOCK_PORT, MOCK_HOST,
 * MOCK_APP_ORIGINS, MOCK_DELAY_MS, VITE_API_SIGN_KEY); a variable set in the shell wins over the file.
 */
if (existsSync('.env')) loadEnvFile('.env');
const options = standaloneOptions();
createStandaloneServer(options).listen(options.port, options.host, () => {
  console.log(
    `[mock] /user API on http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}/user, CORS for ${options.appOrigins.join(', ')}`,
  );
});
