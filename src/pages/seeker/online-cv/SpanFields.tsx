import { Checkbox, Form, type FormListFieldData } from 'antd';
import { MonthPicker, monthItemProps, pastMonths } from '@/components/MonthField/index.tsx';
import { FieldRow } from '@/components/ProfileFields/index.tsx';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';

export interface SpanLabels {
  start: MessageId;
  startRequired: MessageId;
  end: MessageId;
  endRequired: MessageId;
  current: MessageId;
}

/**
 * Start and end months of an entry (a job, a project) with "still going" (`current`), which empties and
 * disables the end: the API then gets `end: null` (至今). Neither month may be after this one.
 */
export function SpanFields({ field, labels }: { field: FormListFieldData; labels: SpanLabels }) {
  const t = useT();
  return (
    <>
      <FieldRow>
        <Form.Item name={[field.name, 'start']} label={t(labels.start)} rules={[{ required: true, message: t(labels.startRequired) }]} {...monthItemProps}>
          <MonthPicker disabledDate={pastMonths} />
        </Form.Item>
        <Form.Item noStyle dependencies={[['entries', field.name, 'current']]}>
          {({ getFieldValue }) => {
            const current = getFieldValue(['entries', field.name, 'current']) as boolean;
            return (
              <Form.Item
                name={[field.name, 'end']}
                label={t(labels.end)}
                rules={current ? [] : [{ required: true, message: t(labels.endRequired) }]}
                {...monthItemProps}
              >
                <MonthPicker disabled={current} disabledDate={pastMonths} />
              </Form.Item>
            );
          }}
        </Form.Item>
      </FieldRow>
      <Form.Item name={[field.name, 'current']} valuePropName="checked">
        <Checkbox>
          <T id={labels.current} />
        </Checkbox>
      </Form.Item>
    </>
  );
}

/** `end` as the API has it → the form's `end` and `current`, and back. */
export const spanToForm = (entry: { start: string; end: string | null }) => ({ start: entry.start, end: entry.end ?? undefined, current: entry.end === null });
export const spanFromForm = (entry: { start?: string; end?: string; current: boolean }) => ({ start: entry.start!, end: entry.current ? null : entry.end! });
