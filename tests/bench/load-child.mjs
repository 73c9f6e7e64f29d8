// The load generator's own process (see load-generator.ts): autocannon options as JSON on stdin,
// its result as JSON on stdout. Plain JavaScript so that it starts without a TypeScript loader.
import autocannon from 'autocannon';

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { input += chunk; });
process.stdin.on('end', () => {
  const options = JSON.parse(input);
  autocannon(options).then((result) => {
    process.stdout.write(JSON.stringify(result));
  }, (error) => {
    process.stderr.write(String(error));
    process.exitCode = 1;
  });
});
