/**
 * The hosts that report health (decision 048): each host's token by name, when it last reported,
 * what it reported over the last hour and what the registry refused of it, with the rule. An
 * operator sees which replica said what, and a token that reports nonsense stands out by name.
 */
import { useEffect, useState } from 'react';
import { getJson, hostsViewSchema, type HostsView } from './api.client.ts';
import { formatWhen } from './format.ts';

/** The hosts' reports, reloaded when `revision` changes and every minute; null while loading. */
export function useHosts(revision: number | null): HostsView | null {
  const [hosts, setHosts] = useState<HostsView | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (revision === null) return;
    const controller = new AbortController();
    getJson('/api/hosts', hostsViewSchema, controller.signal).then(setHosts, () => undefined);
    return () => controller.abort();
  }, [revision, tick]);
  return hosts;
}

/** The panel; nothing before the first answer. */
export function HostsPanel({ view }: { view: HostsView | null }) {
  if (view === null) return null;
  return (
    <section className="card hosts" aria-labelledby="hosts-title">
      <h2 id="hosts-title" className="section-title">{`Hosts reporting health (last ${view.windowMinutes} min)`}</h2>
      {view.hosts.length === 0 ? <p className="muted">No host has a health token yet.</p> : null}
      <dl className="facts facts--list">
        {view.hosts.map((host) => (
          <div className="facts__row" key={host.name}>
            <dt>{host.configured ? host.name : `${host.name} (token removed)`}</dt>
            <dd>
              {host.lastReportAt === null
                ? 'no report'
                : `last report ${formatWhen(host.lastReportAt)} · ${host.reports} reports · ${host.pageViews} page views (${host.pageFailures} failed) · ${host.browserViews} browser page views`}
              {host.refused > 0 ? (
                <span className="notice--error">{` · ${host.refused} refused, last: ${host.lastRefusal ?? ''}`}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
