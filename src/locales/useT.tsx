import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from './types.ts';

type Values = Record<string, string | number>;

/** A typed formatMessage: only ids that exist in zh-CN compile. */
export function useT() {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
export type Translate = ReturnType<typeof useT>;

/** A typed <FormattedMessage>. */
export function T({ id, values }: { id: MessageId; values?: Record<string, React.ReactNode> }) {
  return <FormattedMessage id={id} values={values} />;
}
