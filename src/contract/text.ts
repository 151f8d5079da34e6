import { z } from 'zod';
import { plainText } from './params.ts';

/** Text fields of the forms' contracts (resume, job posts, company profile), with the messages the API gives. */

/** Required text: trimmed, between `min` (empty: "请填写…") and `max` characters, nothing unreadable. */
export const requiredText = (label: string, max: number, min = 1) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .max(max, { error: `${label}最多 ${max} 个字` })
    .superRefine((value, ctx) => {
      if (!value) ctx.addIssue({ code: 'custom', message: `请填写${label}` });
      else if (value.length < min) ctx.addIssue({ code: 'custom', message: `${label}至少 ${min} 个字` });
    })
    .superRefine(plainText(label, { multiline: max > 100 }));

/** Optional text: '' is the same as leaving it out. */
export const optionalText = (label: string, max: number) => z.preprocess((v) => (v === '' || v === null ? undefined : v), requiredText(label, max).optional());
