import { SafetyCertificateOutlined } from '@ant-design/icons';
import { T } from '@/locales/useT.tsx';

/** 安全提示: the scams job seekers meet most (fees, ID and bank cards, training loans) and how to report one. */
export default function SafetyNotice() {
  return (
    <section className="job-detail-card job-detail-safety" aria-labelledby="job-safety-title">
      <h2 id="job-safety-title">
        <SafetyCertificateOutlined aria-hidden /> <T id="job.safety.title" />
      </h2>
      <ul>
        <li>
          <T id="job.safety.fees" />
        </li>
        <li>
          <T id="job.safety.documents" />
        </li>
        <li>
          <T id="job.safety.loan" />
        </li>
        <li>
          <T id="job.safety.report" />
        </li>
      </ul>
    </section>
  );
}
