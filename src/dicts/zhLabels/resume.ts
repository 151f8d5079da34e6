/** Labels of the resume option sets (src/dicts/resume.ts). */
export default {
  'dict.resumeLanguage.english': '英语',
  'dict.resumeLanguage.japanese': '日语',
  'dict.resumeLanguage.korean': '韩语',
  'dict.resumeLanguage.german': '德语',
  'dict.resumeLanguage.french': '法语',
  'dict.resumeLanguage.spanish': '西班牙语',
  'dict.resumeLanguage.russian': '俄语',
  'dict.resumeLanguage.cantonese': '粤语',
  'dict.resumeLanguage.other': '其他语言',
  'dict.languageLevel.basic': '一般',
  'dict.languageLevel.good': '良好',
  'dict.languageLevel.fluent': '熟练',
  'dict.languageLevel.proficient': '精通',
  'dict.languageLevel.native': '母语',
} as const;
