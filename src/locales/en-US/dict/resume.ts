/** Labels of the resume option sets (src/dicts/resume.ts). */
export default {
  'dict.resumeLanguage.english': 'English',
  'dict.resumeLanguage.japanese': 'Japanese',
  'dict.resumeLanguage.korean': 'Korean',
  'dict.resumeLanguage.german': 'German',
  'dict.resumeLanguage.french': 'French',
  'dict.resumeLanguage.spanish': 'Spanish',
  'dict.resumeLanguage.russian': 'Russian',
  'dict.resumeLanguage.cantonese': 'Cantonese',
  'dict.resumeLanguage.other': 'Other language',
  'dict.languageLevel.basic': 'Basic',
  'dict.languageLevel.good': 'Good',
  'dict.languageLevel.fluent': 'Fluent',
  'dict.languageLevel.proficient': 'Proficient',
  'dict.languageLevel.native': 'Native',
};
