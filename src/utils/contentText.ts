/** Whether the reader reads Chinese (zh-CN, zh-TW …): else titles and summaries are shown in English. */
export const isChinese = (locale: string) => locale.toLowerCase().startsWith('zh');

/** The one renderer's address for a document. */
export const richtextPath = (id: string) => `/richtext?id=${encodeURIComponent(id)}`;
