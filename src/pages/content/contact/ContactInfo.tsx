import { QRCode } from 'antd';
import { PageSection } from '@/components/PageIntro/index.tsx';
import { T, useT } from '@/locales/useT.tsx';
import type { MessageId } from '@/locales/types.ts';

/** Where the official account and the mini program live; the codes are drawn here (antd's QRCode), not fetched. */
const QR_CODES: Array<{ labelId: MessageId; value: string }> = [
  { labelId: 'content.contact.qr.account', value: 'https://jucai.example/wechat/official-account' },
  { labelId: 'content.contact.qr.mini', value: 'https://jucai.example/wechat/mini-program' },
];

const LINES: Array<{ labelId: MessageId; value: React.ReactNode }> = [
  { labelId: 'content.contact.support', value: <T id="content.contact.supportValue" /> },
  { labelId: 'content.contact.report', value: <T id="content.contact.reportValue" /> },
  { labelId: 'content.contact.email', value: <a href="mailto:kefu@jucai.example">kefu@jucai.example</a> },
  { labelId: 'content.contact.reportEmail', value: <a href="mailto:jubao@jucai.example">jubao@jucai.example</a> },
  { labelId: 'content.contact.hours', value: <T id="content.contact.hoursValue" /> },
  { labelId: 'content.contact.address', value: <T id="content.contact.addressValue" /> },
];

const LICENCES: Array<{ labelId: MessageId; valueId: MessageId }> = [
  { labelId: 'content.contact.licence.hr', valueId: 'content.contact.licence.hrValue' },
  { labelId: 'content.contact.licence.dispatch', valueId: 'content.contact.licence.dispatchValue' },
  { labelId: 'content.contact.licence.issuer', valueId: 'content.contact.licence.issuerValue' },
];

export default function ContactInfo() {
  const t = useT();
  return (
    <div className="contact-info">
      <PageSection className="contact-card" id="contact-lines" titleId="content.contact.lines">
        <dl className="contact-list">
          {LINES.map((line) => (
            <div key={line.labelId}>
              <dt>
                <T id={line.labelId} />
              </dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <PageSection className="contact-card" id="contact-licences" titleId="content.contact.licences" data-testid="licences">
        <dl className="contact-list">
          {LICENCES.map((l) => (
            <div key={l.labelId}>
              <dt>
                <T id={l.labelId} />
              </dt>
              <dd>
                <T id={l.valueId} />
              </dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <PageSection className="contact-card" id="contact-qr" titleId="content.contact.qr">
        <ul className="contact-qr">
          {QR_CODES.map((q) => (
            <li key={q.labelId}>
              <figure>
                <QRCode value={q.value} type="svg" size={128} bordered={false} aria-label={t(q.labelId)} />
                <figcaption>
                  <T id={q.labelId} />
                  <br />
                  <span className="contact-muted">
                    <T id="content.contact.qr.hint" />
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageSection>
    </div>
  );
}
