/**
 * `OTEL_TRACES_EXPORTER=console` as a tree (decision 056): a trace you can read without a backend.
 * Spans are held per trace until this process's root span of it ends (the request's, or a call
 * made outside any request), then printed indented under it with their durations and the
 * attributes that say what happened (`meridian.*`, the route, the status, a client call's URL).
 * Spans whose root never ends here are printed after {@link ORPHAN_MS} on their own.
 */
import type { Attributes, HrTime, SpanContext } from '@opentelemetry/api';

/** The parts of an ended span the tree reads (the SDK's `ReadableSpan` fits). */
export interface TreeSpan {
  readonly name: string;
  readonly spanContext: () => SpanContext;
  readonly parentSpanContext?: SpanContext | undefined;
  readonly startTime: HrTime;
  readonly duration: HrTime;
  readonly attributes: Attributes;
  readonly status: { readonly code: number; readonly message?: string | undefined };
}

/** Milliseconds spans of a trace wait for their root before they are printed anyway. */
export const ORPHAN_MS = 10_000;

const SHOWN = /^(meridian\.|http\.route$|http\.response\.status_code$|http\.status_code$|url\.full$|http\.url$|db\.system)/;
const ms = (time: HrTime): number => time[0] * 1000 + time[1] / 1e6;

function describe(span: TreeSpan): string {
  const shown = Object.entries(span.attributes)
    .filter(([key]) => SHOWN.test(key))
    .map(([key, value]) => `${key}=${String(value)}`);
  const error = span.status.code === 2 ? `  ERROR ${span.status.message ?? ''}`.trimEnd() : '';
  return `${span.name}  ${ms(span.duration).toFixed(1)} ms${shown.length > 0 ? `  ${shown.join(' ')}` : ''}${error}`;
}

/** The lines of the tree under `root` (children by start time). */
export function treeLines(root: TreeSpan, spans: readonly TreeSpan[]): string[] {
  const children = new Map<string, TreeSpan[]>();
  for (const span of spans) {
    const parent = span.parentSpanContext?.spanId;
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), span]);
  }
  const lines = [describe(root)];
  const walk = (span: TreeSpan, indent: string): void => {
    const list = (children.get(span.spanContext().spanId) ?? []).sort((a, b) => ms(a.startTime) - ms(b.startTime));
    list.forEach((child, index) => {
      const last = index === list.length - 1;
      lines.push(`${indent}${last ? '└─ ' : '├─ '}${describe(child)}`);
      walk(child, `${indent}${last ? '   ' : '│  '}`);
    });
  };
  walk(root, '');
  return lines;
}

/** A span exporter's two calls, as the SDK makes them. */
export interface TreeExporter {
  export(spans: TreeSpan[], done: (result: { code: number }) => void): void;
  /** Prints every trace held, its root seen or not. */
  forceFlush(): Promise<void>;
  shutdown(): Promise<void>;
}

/** Milliseconds a trace is held after its root ended, for spans that end just after it (a stream's last step). */
export const LATE_MS = 100;

/**
 * An exporter printing each trace as a tree through `write` (one string per trace) shortly after
 * its local root span ends; `service` heads each tree.
 */
export function createSpanTreeExporter(service: string, write: (text: string) => void): TreeExporter {
  const held = new Map<string, { spans: TreeSpan[]; roots: TreeSpan[]; timer: NodeJS.Timeout }>();
  const print = (traceId: string): void => {
    const entry = held.get(traceId);
    if (entry === undefined) return;
    held.delete(traceId);
    clearTimeout(entry.timer);
    const { spans, roots } = entry;
    const ids = new Set(spans.map((span) => span.spanContext().spanId));
    const tops = roots.length > 0 ? roots : spans.filter((span) => !ids.has(span.parentSpanContext?.spanId ?? ''));
    const remote = roots.find((root) => root.parentSpanContext?.isRemote)?.parentSpanContext?.spanId;
    const trees = tops.flatMap((top) => treeLines(top, spans));
    const note = remote ? ` (continues span ${remote})` : roots.length > 0 ? '' : ' (its root did not end here)';
    write(`trace ${traceId} ${service}${note}\n${trees.join('\n')}\n`);
  };
  return {
    export(spans, done) {
      for (const span of spans) {
        const { traceId } = span.spanContext();
        const isRoot = span.parentSpanContext === undefined || span.parentSpanContext.isRemote === true;
        const entry = held.get(traceId) ?? { spans: [], roots: [], timer: setTimeout(() => print(traceId), ORPHAN_MS).unref() };
        held.set(traceId, entry);
        if (!isRoot) {
          entry.spans.push(span);
          continue;
        }
        entry.roots.push(span);
        clearTimeout(entry.timer);
        entry.timer = setTimeout(() => print(traceId), LATE_MS).unref();
      }
      done({ code: 0 });
    },
    forceFlush() {
      for (const traceId of [...held.keys()]) print(traceId);
      return Promise.resolve();
    },
    shutdown() {
      return this.forceFlush();
    },
  };
}
