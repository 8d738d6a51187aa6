import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IpAddressText } from '../../ui/ip-address-text.tsx';
import { sameIp } from './ip-address.ts';
import type { RevealedAddress } from './leak-verdict.ts';

/** Props of {@link AddressTable}. */
export interface AddressTableProps {
  readonly title: string;
  readonly addresses: readonly RevealedAddress[];
  /** The IP websites see; public rows say whether they match it. */
  readonly referenceIp: string | null;
}

/** One group of revealed addresses (public or local) as a table, or "None found". */
export function AddressTable({ title, addresses, referenceIp }: AddressTableProps) {
  const { t, i18n } = useTranslation('webrtc-leak-test');
  const titleId = useId();
  const list = new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' });
  const comparison = (entry: RevealedAddress): 'matches' | 'differs' | null => {
    if (entry.scope !== 'public' || referenceIp === null) return null;
    return sameIp(entry.address, referenceIp) ? 'matches' : 'differs';
  };
  return (
    <div className="address-group">
      <h3 id={titleId} className="address-group__title">
        {title}
      </h3>
      {addresses.length === 0 ? (
        <p className="address-group__empty">{t('noneFound')}</p>
      ) : (
        <div className="address-table__scroller">
          <table className="address-table" aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">{t('columns.address')}</th>
                <th scope="col">{t('columns.kind')}</th>
                <th scope="col">{t('columns.via')}</th>
              </tr>
            </thead>
            <tbody>
              {addresses.map((entry) => {
                const compared = comparison(entry);
                return (
                  <tr key={`${entry.scope}|${entry.address}`} className={compared === 'differs' ? 'address-table__row--leak' : undefined}>
                    <td>
                      <IpAddressText address={entry.address} />
                      {compared ? <span className="address-table__note">{t(compared)}</span> : null}
                    </td>
                    <td>{t(`kind.${entry.family}`)}</td>
                    <td>{list.format(entry.via.map((type) => t(`via.${type}`)))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
