import { useId, useSyncExternalStore } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_QUERY_LENGTH } from '../features/network/network-search.ts';

const subscribeNever = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/** Props of {@link ServerSearch}. */
export interface ServerSearchProps {
  /** The text in the box, as typed. */
  readonly value: string;
  /** The query read from it (`readQuery`); '' shows no answer line. */
  readonly query: string;
  /** Countries found; ignored while the query is empty. */
  readonly found: number;
  /** Each change of the text as it is typed (with JavaScript). */
  readonly onQuery: (query: string) => void;
  /** The page's full list (`/vpn-server`). */
  readonly allTo: string;
}

/**
 * The search box of `/vpn-server`: a GET form (`?q=`), so the server filters the list without
 * JavaScript; with it, the list is filtered as the visitor types and submitting loads nothing.
 * What was found (or that nothing was, with the way back to the full list) is announced politely.
 */
export function ServerSearch({ value, query, found, onQuery, allTo }: ServerSearchProps) {
  const { t } = useTranslation('vpn-server');
  const id = useId();
  // True once the form answers typing (the server's and the hydrating render say false): journeys wait for it.
  const live = useSyncExternalStore(subscribeNever, isBrowser, isServer);
  return (
    <Form
      method="get"
      role="search"
      className="server-search"
      data-live={live ? 'true' : undefined}
      onSubmit={(event) => event.preventDefault()}
    >
      <label className="server-search__label" htmlFor={id}>
        {t('search.label')}
      </label>
      <span className="server-search__row">
        <input
          id={id}
          type="search"
          name="q"
          value={value}
          onChange={(event) => onQuery(event.currentTarget.value)}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button className="button button--ghost" type="submit">
          {t('search.submit')}
        </button>
      </span>
      <p className="server-search__status" role="status">
        {query === '' ? null : found > 0 ? (
          t('search.found', { count: found, query })
        ) : (
          <>
            {t('search.none', { query })}{' '}
            <Link to={allTo} onClick={() => onQuery('')}>
              {t('detail.all')}
            </Link>
          </>
        )}
      </p>
    </Form>
  );
}
