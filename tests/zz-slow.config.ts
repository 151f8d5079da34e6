import base from './playwright.config.ts';
export default { ...base, timeout: 180_000, expect: { timeout: 60_000 } };
