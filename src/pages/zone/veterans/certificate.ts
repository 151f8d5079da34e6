import { CERTIFICATE_PATTERNS } from '@/contract/jobValues.ts';
import type { VeteranCertificate } from '@/dicts/zone.ts';
import type { MessageId } from '@/locales/types.ts';

/**
 * Checks of the identity application done before anything is sent: the certificate number's format per
 * certificate type, and the photo's type and size. The API checks the same again.
 */

/** What a person types, as the API stores it: no spaces, upper case (tolerates `ty 2019…`). */
export const normaliseCertificateNo = (value: string | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase();

const FORMAT_MESSAGES: Record<VeteranCertificate, MessageId> = {
  discharge: 'zone.vet.form.noFormat.discharge',
  preferential: 'zone.vet.form.noFormat.preferential',
};

/** null when the number fits the chosen certificate; otherwise the message to show on the field. */
export function certificateNoError(type: VeteranCertificate | undefined, value: string | undefined): MessageId | null {
  const no = normaliseCertificateNo(value);
  if (!no) return 'zone.vet.form.noRequired';
  if (!type) return null; // the type field reports its own error
  return CERTIFICATE_PATTERNS[type].test(no) ? null : FORMAT_MESSAGES[type];
}
