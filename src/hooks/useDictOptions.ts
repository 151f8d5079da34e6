import { useCallback } from 'react';
import type { MessageId } from '@/locales/types.ts';
import { useT } from '@/locales/useT.tsx';

/** A dictionary's options as a Select or Radio.Group takes them, labelled in the current language. */
export function useDictOptions() {
  const t = useT();
  return useCallback(
    (dict: { options: readonly { value: string; labelId: MessageId }[] }) => dict.options.map((o) => ({ value: o.value, label: t(o.labelId) })),
    [t],
  );
}
