/** One fact: a label and its value. */
export interface Fact {
  readonly id: string;
  readonly label: string;
  readonly value: string;
}

/** A description list of facts (press room). */
export function FactList({ items }: { readonly items: readonly Fact[] }) {
  return (
    <dl className="facts">
      {items.map((fact) => (
        <div key={fact.id} className="facts__row">
          <dt className="facts__label">{fact.label}</dt>
          <dd className="facts__value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
