// The load generator's own process (see load-generator.ts): autocannon options as JSON on stdin,
// its result as JSON on stdout. Plain JavaScript so that it starts without a TypeScript loader.
// A request path may hold `{n}`: each request sent puts the next number there (traffic that never repeats).
import autocannon from 'autocannon';

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { input += chunk; });
process.stdin.on('end', () => {
  const options = JSON.parse(input);
  let n = 0;
  if (Array.isArray(options.requests)) {
    options.requests = options.requests.map((r) => (typeof r.path === 'string' && r.path.includes('{n}')
      ? { ...r, setupRequest: (req) => ({ ...req, path: r.path.replaceAll('{n}', String((n += 1))) }) }
      : r));
  }
  autocannon(options).then((result) => {
    process.stdout.write(JSON.stringify(result));
  }, (error) => {
    process.stderr.write(String(error));
    process.exitCode = 1;
  });
});
