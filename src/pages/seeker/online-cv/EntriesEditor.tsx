import { Button, Form, type FormListFieldData } from 'antd';
import type { ReactNode } from 'react';
import type { ResumeListModule } from '@/contract/resumeValues.ts';
import { RESUME_MAX_ENTRIES } from '@/contract/resumeValues.ts';
import { T, useT } from '@/locales/useT.tsx';

/**
 * The entries of a list module inside its ModuleEditor form (`entries`): each a fieldset named by its place
 * ("第 2 段工作经历"), removable while more than `min` remain, and a button to add one up to the module's limit.
 */
export function EntriesEditor<E>({
  module,
  blank,
  min = 0,
  children,
}: {
  module: ResumeListModule;
  blank: () => E;
  min?: number;
  children: (field: FormListFieldData) => ReactNode;
}) {
  const t = useT();
  const max = RESUME_MAX_ENTRIES[module];
  const name = t(`resume.module.${module}`);
  return (
    <Form.List name="entries">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <fieldset key={field.key} className="resume-entry-form">
              <legend>{t('resume.entry', { module: name, n: index + 1 })}</legend>
              {children(field)}
              {fields.length > min && (
                <Button danger type="link" onClick={() => remove(field.name)}>
                  {t('resume.entry.remove', { module: name, n: index + 1 })}
                </Button>
              )}
            </fieldset>
          ))}
          {fields.length === 0 && (
            <p className="resume-hint">
              <T id="resume.module.empty" values={{ module: name }} />
            </p>
          )}
          {fields.length < max ? (
            <Button type="dashed" block onClick={() => add(blank())}>
              <T id="resume.entry.add" values={{ module: name }} />
            </Button>
          ) : (
            <p className="resume-hint">
              <T id="resume.entry.max" values={{ module: name, max }} />
            </p>
          )}
        </>
      )}
    </Form.List>
  );
}
