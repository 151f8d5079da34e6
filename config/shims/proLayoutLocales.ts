/**
 * Stands in for pro-layout's locale packs in builds (config/plugins/browserShims.ts). ProLayout looks texts up in
 * them only to translate menu names when the menu's `locale` is on and no `formatMessage` is given; BasicLayout
 * gives react-intl's and turns `locale` off, so no text of these packs is ever shown (five languages of its
 * settings drawer's texts were in the first load).
 */
export const getLanguage = () => (typeof navigator === 'undefined' ? 'zh-CN' : navigator.language);

export const gLocaleObject = (): Record<string, string> => ({});
