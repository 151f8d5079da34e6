import { SALARY_ROWS } from './salaryTable.ts';

/**
 * Files and figures the articles link to, made here rather than stored: a CSV attachment (with a BOM, so Excel
 * reads the Chinese) and SVG figures with a fixed viewBox. Attachment sizes shown to readers are these bytes'.
 */
const csv = (): Buffer => {
  const lines = ['岗位,城市,1-3年,3-5年,5-10年,样本', ...SALARY_ROWS.map((r) => [r.role, r.city, r.junior, r.middle, r.senior, r.samples].join(','))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
};

export const CONTENT_FILES: Record<string, { contentType: string; type: 'csv' | 'pdf'; bytes: () => Buffer }> = {
  'salary-2026q3.csv': { contentType: 'text/csv; charset=utf-8', type: 'csv', bytes: csv },
};

function salaryChart(): string {
  const java = SALARY_ROWS.filter((r) => r.role === 'Java开发工程师');
  const max = Math.max(...java.map((r) => r.middle));
  const bars = java
    .map((r, i) => {
      const h = Math.round((r.middle / max) * 260);
      const x = 80 + i * 160;
      return `<rect x="${x}" y="${310 - h}" width="90" height="${h}" fill="#1677ff"/><text x="${x + 45}" y="${300 - h}" text-anchor="middle" font-size="16">${r.middle}</text><text x="${x + 45}" y="336" text-anchor="middle" font-size="16">${r.city}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 360" width="720" height="360"><rect width="720" height="360" fill="#fff"/><text x="360" y="28" text-anchor="middle" font-size="18">Java开发工程师 3–5年 月薪中位数（元）</text><line x1="60" y1="310" x2="700" y2="310" stroke="#999"/>${bars}</svg>`;
}

const fairBanner = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 240" width="960" height="240"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0958d9"/><stop offset="1" stop-color="#13c2c2"/></linearGradient></defs><rect width="960" height="240" fill="url(#g)"/><text x="480" y="130" fill="#fff" font-size="44" text-anchor="middle">2026 冬季线上招聘会</text></svg>`;

export const CONTENT_FIGURES: Record<string, () => string> = {
  'salary-2026q3.svg': salaryChart,
  'fair-banner.svg': fairBanner,
};
