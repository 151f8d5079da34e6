/** What the job drawer edits: a new post, a copy of one, a saved draft (`jd…`) or a post (`j…`). Kept in the URL. */
export type EditTarget = { kind: 'new' } | { kind: 'copy'; from: string } | { kind: 'draft'; id: string } | { kind: 'job'; id: string };

/** The target named by `?edit=` / `?copy=`, or null when neither names one. */
export function targetOf(edit: string | null, copy: string | null): EditTarget | null {
  if (copy && /^j\d{1,7}$/.test(copy)) return { kind: 'copy', from: copy };
  if (edit === 'new') return { kind: 'new' };
  if (edit && /^jd[\w-]{1,20}$/.test(edit)) return { kind: 'draft', id: edit };
  if (edit && /^j\d{1,7}$/.test(edit)) return { kind: 'job', id: edit };
  return null;
}

/** One key per target: the local draft's name, and what makes the drawer load again. */
export const keyOf = (target: EditTarget) => (target.kind === 'new' ? 'new' : target.kind === 'copy' ? `copy.${target.from}` : target.id);
