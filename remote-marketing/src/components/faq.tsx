import { Section } from './section.tsx';

/** One question and its answer. */
export interface FaqItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/** Frequently asked questions as disclosure widgets (`<details>`), closed until opened. */
export function Faq({
  title,
  items,
  id = 'faq',
  tinted = false,
}: {
  readonly title: string;
  readonly items: readonly FaqItem[];
  readonly id?: string;
  readonly tinted?: boolean;
}) {
  return (
    <Section id={id} title={title} narrow tinted={tinted}>
      <div className="faq">
        {items.map((item) => (
          <details key={item.id} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <p className="faq__answer">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
