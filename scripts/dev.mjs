// `npm run dev`: the API server (restarted on change) on :8080 and Vite with hot reload on :5173,
// which proxies /api, /i18n and /settings to the server. Open http://127.0.0.1:5173/dealer/.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'adapters/di/server.ts'], {
    stdio: 'inherit',
    env: { APP_MODE: 'demo', ...process.env },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit' }),
  // The customer's app on :5174 (http://127.0.0.1:5174/shop/deal/<token>).
  spawn('npx', ['vite', '-c', 'vite.shop.config.ts', '--host', '127.0.0.1'], { stdio: 'inherit' }),
];
const stop = () => { for (const child of children) child.kill('SIGTERM'); };
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exit(code ?? 0); });
