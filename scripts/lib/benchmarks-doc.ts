/**
 * `docs/benchmarks.md`, written by the measuring scripts (`npm run bench`, `npm run lighthouse`): each
 * writes its own section, headed by the machine it ran on (CPU, cores, memory, load average, Node,
 * Chromium and, for Lighthouse, its benchmark index), so a figure always says where it holds. A figure
 * is never copied into the README by hand; a section is replaced whole on the next run of its script.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './apps.ts';

/** Where the figures are kept. */
export const BENCHMARKS_FILE = join(ROOT, 'docs', 'benchmarks.md');

const HEAD = `# Measured figures

Written by \`npm run bench\` and \`npm run lighthouse\`, one section each, replaced whole on each run:
never edited by hand. Every section says the machine it ran on; compare figures only within one
section (ratios, side by side), never across machines. How they are taken: the section "How they are measured".
`;

/** The machine a figure was taken on, one line: CPU model and cores, memory, load average, Node and Chromium. */
export function machineLine(chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', extra: readonly string[] = []): string {
  const cores = cpus();
  const model = (cores[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim();
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  let chromium = 'no Chromium';
  if (existsSync(chromiumPath)) {
    try {
      chromium = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
    } catch {
      chromium = `Chromium at ${chromiumPath} (version unknown)`;
    }
  }
  const memory = `${Math.round(totalmem() / 1024 ** 3)} GiB`;
  return [`${model}, ${cores.length} cores, ${memory}`, `load average ${load}`, `Node ${process.version}`, chromium, ...extra].join(' · ');
}

/**
 * Replaces (or adds) section `title` of docs/benchmarks.md with `body` (Markdown), headed by the date
 * (`now`, ISO) and `machine` (machineLine()). Other sections are kept as they are.
 */
export function recordBenchmarks(title: string, body: string, machine: string, now = new Date()): void {
  const current = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : HEAD;
  const section = `## ${title}\n\n${now.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${machine}\n\n${body.trim()}\n`;
  const sections = splitSections(current);
  const index = sections.findIndex((item) => item.title === title);
  if (index === -1) sections.push({ title, text: section });
  else sections[index] = { title, text: section };
  writeFileSync(BENCHMARKS_FILE, `${HEAD}\n${sections.map((item) => item.text.trim()).join('\n\n')}\n`);
}

/** The `## ` sections of the document after its head. */
function splitSections(text: string): { title: string; text: string }[] {
  const parts = text.split(/^(?=## )/m).slice(1);
  return parts.map((part) => ({ title: part.slice(3, part.indexOf('\n')).trim(), text: part }));
}

/**
 * Keeps every line the script prints from now on (console.log, as the terminal shows it) and returns
 * `save(more)`, which records them as section `title` of docs/benchmarks.md in a code block, headed by
 * the machine (`machineLine(undefined, [...extra, ...more])`). Call `save()` once the figures are complete; a run
 * that failed part-way records nothing, so the file never holds half a run.
 */
export function recordPrinted(title: string, extra: readonly string[] = []): { save(more?: readonly string[]): void } {
  const lines: string[] = [];
  const print = console.log.bind(console);
  console.log = (...items: unknown[]) => {
    lines.push(items.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(' '));
    print(...items);
  };
  return {
    save(more = []) {
      console.log = print;
      recordBenchmarks(title, `\`\`\`text\n${lines.join('\n')}\n\`\`\``, machineLine(undefined, [...extra, ...more]));
      print(`[bench] figures recorded in docs/benchmarks.md, section "${title}"`);
    },
  };
}
