import { useTranslation } from 'react-i18next';
import { isMessageKey } from '@meridian/shared/i18n';
import { numberedKeys } from '../../utils/numbered-keys.ts';
import { LEGAL_DOCUMENTS, sectionAnchor, type LegalPage } from './legal-documents.ts';

/** The body of a legal page: a table of contents and its numbered sections. */
export function LegalDocument({ page }: { readonly page: LegalPage }) {
  const { t, i18n } = useTranslation(page);
  const sections = LEGAL_DOCUMENTS[page];
  // Section keys come from the structure in legal-documents.ts (its test matches it to every
  // bundle); each is looked up in the page's bundle, and a line it lacks is left out.
  const text = (key: string) => (isMessageKey(i18n, page, key) ? t(key) : null);
  return (
    <div className="container container--narrow legal">
      <nav className="legal__toc" aria-labelledby={`${page}-toc`}>
        <h2 id={`${page}-toc`} className="legal__toc-title">
          {t('toc')}
        </h2>
        <ol className="legal__toc-list">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${sectionAnchor(section.id)}`}>{text(`sections.${section.id}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => {
        const [first, ...rest] = numberedKeys('p', section.paragraphs);
        return (
          <section
            key={section.id}
            id={sectionAnchor(section.id)}
            className="legal__section"
            aria-labelledby={`${sectionAnchor(section.id)}-title`}
          >
            <h2 id={`${sectionAnchor(section.id)}-title`}>{text(`sections.${section.id}.title`)}</h2>
            {first ? <p>{text(`sections.${section.id}.${first}`)}</p> : null}
            {section.items ? (
              <ul>
                {numberedKeys('i', section.items).map((item) => (
                  <li key={item}>{text(`sections.${section.id}.items.${item}`)}</li>
                ))}
              </ul>
            ) : null}
            {rest.map((paragraph) => (
              <p key={paragraph}>{text(`sections.${section.id}.${paragraph}`)}</p>
            ))}
          </section>
        );
      })}
    </div>
  );
}
