#!/usr/bin/env node
// `npm run dev`: Vite with hot reload on :5173 (proxying /api) and the API server on :3001,
// restarted by tsx on every change. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const vitePort = process.env.VITE_PORT ?? '5173';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], {
    stdio: 'inherit',
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'debug',
      ...process.env,
      PORT: apiPort,
      BASE_URL: `http://localhost:${vitePort}`,
    },
  }),
  spawn('npx', ['vite', '--port', vitePort, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, VITE_PORT: vitePort },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
