/** The search over every area's versions: words (version, publisher, commit, author) and a status. */
import { useId } from 'react';
import type { VersionFilter } from './search.ts';

const STATUSES: readonly { value: VersionFilter['status']; label: string }[] = [
  { value: 'all', label: 'Any status' },
  { value: 'active', label: 'Live' },
  { value: 'canary', label: 'Canary' },
  { value: 'previous', label: 'Was live' },
  { value: 'available', label: 'Published, never live' },
];

/** Props: the filter and its setter. */
export interface VersionSearchProps {
  filter: VersionFilter;
  onChange: (filter: VersionFilter) => void;
}

function isStatus(value: string): value is VersionFilter['status'] {
  return STATUSES.some((status) => status.value === value);
}

/** The search bar above the areas. */
export function VersionSearch({ filter, onChange }: VersionSearchProps) {
  const queryId = useId();
  const statusId = useId();
  return (
    <section role="search" className="card search-bar" aria-label="Find versions">
      <label htmlFor={queryId} className="inline-label">
        Find versions
      </label>
      <input
        id={queryId}
        type="search"
        value={filter.query}
        placeholder="area, version, publisher, commit…"
        onChange={(event) => onChange({ ...filter, query: event.target.value })}
      />
      <label htmlFor={statusId} className="inline-label">
        Status
      </label>
      <select
        id={statusId}
        value={filter.status}
        onChange={(event) => isStatus(event.target.value) && onChange({ ...filter, status: event.target.value })}
      >
        {STATUSES.map((status) => (
          <option key={status.value} value={status.value}>
            {status.label}
          </option>
        ))}
      </select>
    </section>
  );
}
