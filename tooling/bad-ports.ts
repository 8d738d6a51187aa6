/**
 * Ports browsers and Node's fetch refuse to connect to, from the Fetch standard's list of bad
 * ports (https://fetch.spec.whatwg.org/#bad-port; Chromium and undici apply it). A local system on
 * one of them would start but never be reached, so `npm start` and `npm run dev` refuse it first,
 * naming the port and the setting it came from.
 */
import { invalidPortSettings, localPorts, type LocalPort } from './local-system.ts';

/** The Fetch standard's bad ports. */
export const BAD_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** What to change for a port: its own key when that set it, else the base or its own key. */
function remedy({ key, source }: LocalPort): string {
  return source.startsWith(`${key}=`) ? `choose another ${key}` : `choose another MERIDIAN_PORT_BASE, or set ${key}`;
}

/**
 * Problems with the ports of the local system, one sentence each, empty when there are none: a
 * setting that is not a port number, a port above 65535, a bad port (e.g. `api port 6665
 * (MERIDIAN_PORT_BASE=6565 + 100) is one browsers and fetch refuse ...`), two processes on one port.
 */
export function portProblems(ports: readonly LocalPort[] = localPorts(), invalid: readonly string[] = invalidPortSettings()): string[] {
  const problems = invalid.map((setting) => `${setting} is not a port number (1 to 65535)`);
  const seen = new Map<number, LocalPort>();
  for (const entry of ports) {
    const { name, port, source } = entry;
    if (port > 65535) problems.push(`${name} port ${port} (${source}) is above 65535: ${remedy(entry)}`);
    else if (BAD_PORTS.has(port)) {
      problems.push(
        `${name} port ${port} (${source}) is one browsers and fetch refuse (the Fetch standard's bad ports, https://fetch.spec.whatwg.org/#bad-port): ${remedy(entry)}`,
      );
    }
    const other = seen.get(port);
    if (other !== undefined) problems.push(`${other.name} (${other.source}) and ${name} (${source}) are both on port ${port}`);
    else seen.set(port, entry);
  }
  return problems;
}
