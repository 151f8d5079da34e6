/**
 * Chinese personal names, for showing a person without naming them in full (an employer's view of a resume:
 * 张先生). The surname is the first character, or the first two for the compound surnames still in use.
 */
const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '令狐',
  '宇文',
  '长孙',
  '夏侯',
  '轩辕',
  '端木',
  '西门',
  '南宫',
  '司徒',
  '申屠',
  '澹台',
];

export function surnameOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '';
  // A name written in Latin letters (an English resume): the last word is the family name.
  if (/^[\x20-\x7e]+$/.test(trimmed)) return trimmed.split(/\s+/).at(-1)!;
  const compound = COMPOUND_SURNAMES.find((s) => trimmed.startsWith(s) && trimmed.length > s.length);
  return compound ?? [...trimmed][0];
}

/**
 * How an employer sees a seeker's name until contact is exchanged: 张先生 / 李女士, or Mr. Li / Ms. Li on an
 * English resume. surnameOf() of the result gives the surname back, so a page can re-word it per language.
 */
export function maskedName(name: string, gender: 'male' | 'female', lang: 'zh-CN' | 'en-US'): string {
  const surname = surnameOf(name);
  if (lang === 'en-US') return `${gender === 'male' ? 'Mr.' : 'Ms.'} ${surname}`;
  return `${surname}${gender === 'male' ? '先生' : '女士'}`;
}
