import { Tag } from 'antd';
import LogoTile from '@/components/LogoTile/index.tsx';
import type { CompanyDetail } from '@/contract/company.ts';
import { benefitDict, labelIdOf, restScheduleDict } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { mediaUrl } from '@/utils/media.ts';

/** 公司概况: about, benefits, hours, addresses (with a map link), photos and the leadership team. */
export default function OverviewTab({ company }: { company: CompanyDetail }) {
  const t = useT();
  return (
    <div className="comdetail-overview">
      <section aria-labelledby="comdetail-about">
        <h2 id="comdetail-about">
          <T id="company.overview.about" />
        </h2>
        {company.about ? (
          <p className="comdetail-about">{company.about}</p>
        ) : (
          <p className="comdetail-muted">
            <T id="company.overview.none" />
          </p>
        )}
      </section>
      <section aria-labelledby="comdetail-benefits">
        <h2 id="comdetail-benefits">
          <T id="company.overview.benefits" />
        </h2>
        {company.benefits.length ? (
          <ul className="comdetail-tags">
            {company.benefits.map((b) => (
              <li key={b}>
                <Tag color="blue" bordered={false}>
                  <T id={labelIdOf(benefitDict, b, 'shared.unknown')} />
                </Tag>
              </li>
            ))}
          </ul>
        ) : (
          <p className="comdetail-muted">
            <T id="company.overview.none" />
          </p>
        )}
      </section>
      <section aria-labelledby="comdetail-hours">
        <h2 id="comdetail-hours">
          <T id="company.overview.hours" />
        </h2>
        <p>
          <T
            id="company.overview.hoursValue"
            values={{ hours: company.workHours || t('shared.unknown'), rest: t(labelIdOf(restScheduleDict, company.restSchedule, 'shared.unknown')) }}
          />
        </p>
      </section>
      <section aria-labelledby="comdetail-addresses">
        <h2 id="comdetail-addresses">
          <T id="company.overview.addresses" />
        </h2>
        {company.addresses.length ? (
          <ul className="comdetail-addresses">
            {company.addresses.map((a) => (
              <li key={`${a.district}-${a.address}`}>
                {/* The address is a full postal address (province, city, district, street): nothing to prefix. */}
                <span>{a.address}</span>
                <a
                  href={`https://uri.amap.com/marker?position=${a.lng},${a.lat}&name=${encodeURIComponent(company.name)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <T id="company.overview.map" />
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="comdetail-muted">
            <T id="company.overview.none" />
          </p>
        )}
      </section>
      {company.photos.length > 0 && (
        <section aria-labelledby="comdetail-photos">
          <h2 id="comdetail-photos">
            <T id="company.overview.photos" />
          </h2>
          <ul className="comdetail-photos">
            {company.photos.map((p, i) => (
              <li key={p}>
                <img src={mediaUrl(p)} alt={t('company.overview.photoAlt', { name: company.shortName || company.name, n: i + 1 })} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {company.executives.length > 0 && (
        <section aria-labelledby="comdetail-team">
          <h2 id="comdetail-team">
            <T id="company.overview.team" />
          </h2>
          <ul className="comdetail-team">
            {company.executives.map((x) => (
              <li key={`${x.name}-${x.title}`}>
                <LogoTile kind="avatar" name={x.name} src={x.avatar} size={44} />
                <span>
                  <strong>{x.name}</strong>
                  <span className="comdetail-muted">{x.title}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
