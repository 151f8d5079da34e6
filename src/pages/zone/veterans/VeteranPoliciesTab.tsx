import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { FormattedDate } from 'react-intl';
import ListState from '@/components/ListState/index.tsx';
import type { VeteranPolicy } from '@/contract/veteran.ts';
import { cityDict } from '@/dicts/city.ts';
import { labelIdOf } from '@/dicts/types.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import type { MessageId } from '@/locales/types.ts';
import { T } from '@/locales/useT.tsx';
import { getVeteranPolicies } from '@/services/zone.ts';

const KIND_LABELS: Record<VeteranPolicy['kind'], MessageId> = {
  tax: 'zone.vet.policy.kind.tax',
  publicSector: 'zone.vet.policy.kind.publicSector',
  startup: 'zone.vet.policy.kind.startup',
  training: 'zone.vet.policy.kind.training',
  service: 'zone.vet.policy.kind.service',
};

/** Policies (tax credit for employers, reserved public-sector posts, start-up and training support), job fairs and service stations. */
export default function VeteranPoliciesTab() {
  const { data, loading, error, refresh } = useApiRequest(getVeteranPolicies, {});

  return (
    <ListState loading={loading} error={error} empty={!data} onRetry={refresh} rows={3}>
      {data && (
        <div className="vet-policies">
          <section aria-labelledby="vet-policy-title" className="vet-section">
            <h2 id="vet-policy-title">
              <T id="zone.vet.policy.title" />
            </h2>
            <div className="vet-policy-list">
              {data.policies.map((p) => (
                <article key={p.id} className="vet-policy" aria-labelledby={`vet-policy-${p.id}`} data-testid="vet-policy">
                  <h3 id={`vet-policy-${p.id}`}>
                    {p.title}{' '}
                    <Tag color="green">
                      <T id={KIND_LABELS[p.kind]} />
                    </Tag>
                  </h3>
                  <p>{p.summary}</p>
                  <details>
                    <summary>
                      <T id="zone.vet.policy.more" />
                    </summary>
                    {p.paragraphs.map((text, i) => (
                      <p key={i}>{text}</p>
                    ))}
                  </details>
                  <p className="vet-policy-basis">
                    <T id="zone.vet.policy.basis" values={{ basis: p.basis }} />
                  </p>
                </article>
              ))}
            </div>
          </section>

          <section aria-labelledby="vet-fairs-title" className="vet-section">
            <h2 id="vet-fairs-title">
              <T id="zone.vet.fairs.title" />
            </h2>
            <ul className="vet-fairs">
              {data.fairs.map((f) => (
                <li key={f.id} className="vet-fair" data-testid="vet-fair">
                  <div className="vet-fair-date">
                    <FormattedDate value={`${f.date}T00:00:00`} month="long" day="numeric" weekday="short" />
                  </div>
                  <div>
                    <div className="vet-fair-title">{f.title}</div>
                    <div className="vet-fair-facts">
                      <Tag color={f.mode === 'online' ? 'blue' : 'gold'}>
                        <T id={f.mode === 'online' ? 'zone.vet.fairs.online' : 'zone.vet.fairs.offline'} />
                      </Tag>
                      {f.city && <T id={labelIdOf(cityDict, f.city, 'shared.unknown')} />}
                      {f.venue && <span>{f.venue}</span>}
                      <span>
                        <T id="zone.vet.fairs.companies" values={{ count: f.companyCount }} />
                      </span>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="vet-stations-title" className="vet-section">
            <h2 id="vet-stations-title">
              <T id="zone.vet.stations.title" />
            </h2>
            <p className="vet-section-hint">
              <T id="zone.vet.stations.hint" />
            </p>
            <ul className="vet-stations">
              {data.stations.map((s) => (
                <li key={`${s.city}-${s.name}`} className="vet-station" data-testid="vet-station">
                  <div className="vet-station-name">
                    <T id={labelIdOf(cityDict, s.city, 'shared.unknown')} /> · {s.name}
                  </div>
                  <div>
                    <EnvironmentOutlined aria-hidden /> {s.address}
                  </div>
                  <div>
                    <PhoneOutlined aria-hidden /> <a href={`tel:${s.phone.replace(/[^\d+]/g, '')}`}>{s.phone}</a> · {s.hours}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </ListState>
  );
}
