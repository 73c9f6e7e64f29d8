/**
 * What a bench reads around a piece of work run in this process: its wall time, the process's CPU
 * time (which holds on a loaded machine where the wall time does not; on PGlite it includes the
 * database's work) and, with `rssPeak`, how far the resident memory rose meanwhile.
 */
export async function measured<T>(work: () => Promise<T>): Promise<{ readonly ms: number; readonly cpuMs: number; readonly value: T }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(cpu);
  return { ms: Math.round(performance.now() - start), cpuMs: Math.round((used.user + used.system) / 1000), value };
}

/** Samples the RSS every 50 ms until `stop`, which answers the growth over the start in MB. */
export function rssPeak(): { stop(): number } {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);
  return { stop: () => { clearInterval(sampler); return Math.round((peak - before) / 1024 / 1024); } };
}
