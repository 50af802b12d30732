// `npm run dev`: the API in watch mode on API_PORT (3001) and Vite with hot reload on PORT (3000), proxying /api.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const env = {
  NODE_ENV: 'development',
  ...process.env,
  PORT: apiPort,
  APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}`,
  API_PORT: apiPort,
};

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', webPort, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
