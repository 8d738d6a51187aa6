import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Arrow, DeviceIcon, Label, ProviderIcon, ServerIcon, TunnelIcon, WebsiteIcon } from './diagram-parts.tsx';

function Diagram({ name, height, children }: { readonly name: 'without' | 'with'; readonly height: number; readonly children: ReactNode }) {
  const { t } = useTranslation('what-is-vpn');
  const titleId = useId();
  const captionId = useId();
  return (
    <figure className={`diagram diagram--${name}`}>
      <h3 className="diagram__heading">{t(`diagrams.${name}.title`)}</h3>
      <svg className="diagram__drawing" viewBox={`0 0 320 ${height}`} role="img" aria-labelledby={titleId} aria-describedby={captionId}>
        <title id={titleId}>{t(`diagrams.${name}.title`)}</title>
        {children}
      </svg>
      <figcaption id={captionId} className="diagram__caption">
        {t(`diagrams.${name}.caption`)}
      </figcaption>
    </figure>
  );
}

/** Without a VPN: device, then internet provider, then a website that sees the real IP. */
export function WithoutVpnDiagram() {
  const { t } = useTranslation('what-is-vpn');
  return (
    <Diagram name="without" height={480}>
      <DeviceIcon y={20} />
      <Label y={118}>{t('diagrams.without.device')}</Label>
      <Arrow from={132} to={180} />
      <ProviderIcon y={188} />
      <Label y={284}>{t('diagrams.without.isp')}</Label>
      <Arrow from={298} to={346} />
      <WebsiteIcon y={354} />
      <Label y={440} note={t('diagrams.without.sees')} tone="warn">
        {t('diagrams.without.website')}
      </Label>
    </Diagram>
  );
}

/** With a VPN: device, encrypted tunnel, VPN server, then a website that sees the server's IP. */
export function WithVpnDiagram() {
  const { t } = useTranslation('what-is-vpn');
  return (
    <Diagram name="with" height={610}>
      <DeviceIcon y={20} />
      <Label y={118}>{t('diagrams.with.device')}</Label>
      <Arrow from={132} to={172} />
      <TunnelIcon y={178} />
      <Label y={274}>{t('diagrams.with.tunnel')}</Label>
      <Arrow from={288} to={328} />
      <ServerIcon y={336} />
      <Label y={420}>{t('diagrams.with.server')}</Label>
      <Arrow from={434} to={474} />
      <WebsiteIcon y={482} />
      <Label y={568} note={t('diagrams.with.sees')} tone="good">
        {t('diagrams.with.website')}
      </Label>
    </Diagram>
  );
}

/** How a VPN works: the explanation, then both diagrams side by side (stacked on narrow screens). */
export function VpnDiagrams() {
  const { t } = useTranslation('what-is-vpn');
  return (
    <section className="section">
      <div className="container">
        <h2 className="section__title">{t('explain.title')}</h2>
        <p className="tools-lead">{t('explain.text')}</p>
        <div className="diagram-pair">
          <WithoutVpnDiagram />
          <WithVpnDiagram />
        </div>
      </div>
    </section>
  );
}
