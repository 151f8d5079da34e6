import type { ReactNode } from 'react';
import type { DictOption } from '@/dicts/types.ts';
import { usePendingValue } from '@/hooks/usePendingValue.ts';
import type { MessageId } from '@/locales/types.ts';
import { T } from '@/locales/useT.tsx';
import './filterPanel.css';

/**
 * The filter block of list pages: one row per dimension, a label and its options as toggle chips (real
 * buttons with aria-pressed, so keyboard and screen readers work). "不限" clears the row. Options come from
 * the shared dictionaries, so labels match cards, forms and the API values.
 */
export function FilterPanel({ labelId, children, extra }: { labelId: MessageId; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className="filter-panel">
      <h2 className="visually-hidden">
        <T id={labelId} />
      </h2>
      {children}
      {extra && <div className="filter-panel-extra">{extra}</div>}
    </section>
  );
}

interface ChipRowBase<V extends string> {
  labelId: MessageId;
  options: readonly DictOption<V>[];
  /** Options whose value is "any" in the dictionary are shown as the row's "不限" instead. */
  hideAny?: boolean;
}
interface SingleRow<V extends string> extends ChipRowBase<V> {
  multiple?: false;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}
interface MultiRow<V extends string> extends ChipRowBase<V> {
  multiple: true;
  value: V[] | undefined;
  onChange: (value: V[] | undefined) => void;
}

export function FilterChipRow<V extends string>(props: SingleRow<V> | MultiRow<V>) {
  const { labelId, options } = props;
  // The chip shows pressed in the click's own frame; the list follows when the URL change has rendered.
  const [value, setValue] = usePendingValue<V | V[] | undefined>(props.value);
  const selected: readonly string[] = Array.isArray(value) ? value : value ? [value] : [];
  const shown = options.filter((o) => o.value !== 'any');

  const choose = (next: V[] | V | undefined) => {
    setValue(next);
    if (props.multiple) props.onChange(next as V[] | undefined);
    else props.onChange(next as V | undefined);
  };
  const toggle = (option: V) => {
    if (props.multiple) {
      const next = selected.includes(option) ? (selected as V[]).filter((v) => v !== option) : [...(selected as V[]), option];
      choose(next.length ? next : undefined);
    } else {
      choose(value === option ? undefined : option);
    }
  };

  return (
    <div className="filter-row" role="group" aria-labelledby={`filter-${labelId}`}>
      <span className="filter-row-label" id={`filter-${labelId}`}>
        <T id={labelId} />
      </span>
      <div className="filter-row-options">
        <button type="button" className="filter-chip" aria-pressed={selected.length === 0} onClick={() => choose(undefined)}>
          <T id="shared.filter.any" />
        </button>
        {shown.map((o) => (
          <button key={o.value} type="button" className="filter-chip" aria-pressed={selected.includes(o.value)} onClick={() => toggle(o.value)}>
            <T id={o.labelId} />
          </button>
        ))}
      </div>
    </div>
  );
}

/** A row holding other controls (selects, switches) with the same label column. */
export function FilterRow({ labelId, children }: { labelId: MessageId; children: ReactNode }) {
  return (
    <div className="filter-row" role="group" aria-labelledby={`filter-${labelId}`}>
      <span className="filter-row-label" id={`filter-${labelId}`}>
        <T id={labelId} />
      </span>
      <div className="filter-row-options">{children}</div>
    </div>
  );
}
