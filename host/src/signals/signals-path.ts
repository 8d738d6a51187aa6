/** The address the pages' beacons are posted to (the host's signals endpoint), known to the server's endpoint and its telemetry. */
export const SIGNALS_PATH = '/__signals';
