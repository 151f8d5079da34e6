import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { EMPLOYER_ERROR_CODES } from '@/contract/codes.ts';
import { T } from '@/locales/useT.tsx';
import { RequestError } from '@/services/request/errors.ts';
import type { RequestOptions } from '@/services/request/index.ts';

/**
 * Where the API shows people (the talent pool, a resume read as an employer), a company that is not certified
 * is refused with COMPANY_NOT_CERTIFIED (docs/API.md, Tenant rules). That is a step to take, not an error: the
 * page says why and leads to certification on /companyInformation, with the API's reason (no company page yet,
 * a review under way, not certified) below.
 */

/** The options of a request whose refusal for an uncertified company the page answers with CertifyFirst. */
export const CERTIFIED_READER: RequestOptions = { handlesErrorCodes: [EMPLOYER_ERROR_CODES.companyNotCertified] };

/** The API's refusal for an uncertified company, or null for any other outcome. */
export function notCertified(error: unknown): RequestError | null {
  return error instanceof RequestError && error.errorCode === EMPLOYER_ERROR_CODES.companyNotCertified ? error : null;
}

export default function CertifyFirst({ reason }: { reason: string }) {
  return (
    <section className="certify-first" data-testid="certify-first" aria-labelledby="certify-first-title">
      <Result
        status="info"
        title={
          <h2 id="certify-first-title" style={{ font: 'inherit', margin: 0 }}>
            <T id="hiring.certifyFirst.title" />
          </h2>
        }
        subTitle={
          <>
            <p>
              <T id="hiring.certifyFirst.why" />
            </p>
            <p data-testid="certify-first-reason">{reason}</p>
          </>
        }
        extra={
          <Link to="/companyInformation">
            <Button type="primary">
              <T id="hiring.certifyFirst.action" />
            </Button>
          </Link>
        }
      />
    </section>
  );
}
