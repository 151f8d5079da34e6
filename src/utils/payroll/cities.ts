/**
 * Per-city employee-side payroll parameters for the job-detail "工资计算器".
 *
 * These are REFERENCE FIGURES for the calculator, not an authoritative source:
 * contribution bases are re-published every year (usually effective 1 July),
 * so this table must be refreshed yearly. Figures reflect the 2025 contribution
 * year (July 2025 - June 2026) where known, otherwise the latest published value
 * (mid-2025). Verify against the local 人社局 / 公积金中心 notices before relying
 * on them for anything but an estimate.
 *
 * Simplifications (deliberate, to keep the calculator explainable):
 * - One social-insurance base range per city. Some cities (e.g. Guangzhou,
 *   Shenzhen) publish a different floor per insurance; we use the pension range.
 * - Only the employee share is modelled; 工伤/生育 have no employee share.
 * - Housing-fund (公积金) ceilings double as the tax-free cap (12% of 3x the
 *   local average wage), so the clamped base is also the deductible base.
 */

export const CITY_CODES = [
  'beijing',
  'shanghai',
  'guangzhou',
  'shenzhen',
  'hangzhou',
  'chengdu',
  'wuhan',
  'nanjing',
  'xian',
  'chongqing',
  'tianjin',
  'suzhou',
  'changsha',
  'zhengzhou',
  'qingdao',
  'xiamen',
  'hefei',
  'jinan',
  'shenyang',
  'dalian',
  'fuzhou',
  'kunming',
] as const;

export type CityCode = (typeof CITY_CODES)[number];

/** Inclusive range of a monthly contribution base, in yuan. */
export interface BaseRange {
  floor: number;
  ceiling: number;
}

export interface CityPayrollRule {
  /** English display name; UI strings are localised elsewhere. */
  name: string;
  socialBase: BaseRange;
  housingBase: BaseRange;
  /** Employee rates as fractions of the base (0.08 = 8%). */
  rates: {
    pension: number;
    medical: number;
    /** Fixed yuan/month on top of the medical rate (Beijing's 3 yuan 大病医疗). */
    medicalFixed: number;
    unemployment: number;
  };
  /** Commonly used employee housing-fund rate; legal range is 5%-12%. */
  housingFundRateDefault: number;
}

// Pension 8% and medical 2% are national employee rates; only the unemployment
// share, fixed medical add-on and bases vary, so the row builder keeps the table
// to one scannable line per city.
function rule(
  name: string,
  social: [floor: number, ceiling: number],
  housing: [floor: number, ceiling: number],
  unemployment: number,
  housingFundRateDefault: number,
  medicalFixed = 0,
): CityPayrollRule {
  return {
    name,
    socialBase: { floor: social[0], ceiling: social[1] },
    housingBase: { floor: housing[0], ceiling: housing[1] },
    rates: { pension: 0.08, medical: 0.02, medicalFixed, unemployment },
    housingFundRateDefault,
  };
}

// Columns: social base [floor, ceiling], housing base [floor, ceiling],
// unemployment rate, default housing-fund rate, medical fixed add-on.
export const CITY_PAYROLL_RULES: Record<CityCode, CityPayrollRule> = {
  beijing: rule('Beijing', [7162, 35811], [2540, 35811], 0.005, 0.12, 3), // 北京
  shanghai: rule('Shanghai', [7460, 37302], [2690, 37302], 0.005, 0.07), // 上海
  guangzhou: rule('Guangzhou', [4588, 27501], [2500, 41190], 0.002, 0.12), // 广州
  shenzhen: rule('Shenzhen', [4492, 27501], [2520, 41190], 0.003, 0.05), // 深圳
  hangzhou: rule('Hangzhou', [4812, 24930], [2490, 39530], 0.005, 0.12), // 杭州
  chengdu: rule('Chengdu', [4246, 21228], [2100, 27786], 0.004, 0.12), // 成都
  wuhan: rule('Wuhan', [4077, 20385], [2210, 28614], 0.003, 0.08), // 武汉
  nanjing: rule('Nanjing', [4880, 24042], [2490, 34000], 0.005, 0.08), // 南京
  xian: rule("Xi'an", [4451, 22255], [2160, 27174], 0.003, 0.12), // 西安
  chongqing: rule('Chongqing', [4386, 21930], [2100, 26385], 0.005, 0.12), // 重庆
  tianjin: rule('Tianjin', [4801, 24005], [2320, 30000], 0.005, 0.11), // 天津
  suzhou: rule('Suzhou', [4880, 24042], [2490, 31200], 0.005, 0.1), // 苏州
  changsha: rule('Changsha', [4066, 20328], [2200, 27000], 0.003, 0.08), // 长沙
  zhengzhou: rule('Zhengzhou', [4073, 20366], [2100, 26000], 0.003, 0.12), // 郑州
  qingdao: rule('Qingdao', [4478, 22389], [2200, 29000], 0.003, 0.12), // 青岛
  xiamen: rule('Xiamen', [4150, 20745], [2265, 29000], 0.005, 0.12), // 厦门
  hefei: rule('Hefei', [4227, 21138], [2060, 28000], 0.005, 0.12), // 合肥
  jinan: rule('Jinan', [4478, 22389], [2200, 28000], 0.003, 0.12), // 济南
  shenyang: rule('Shenyang', [4211, 21054], [2100, 26000], 0.005, 0.12), // 沈阳
  dalian: rule('Dalian', [4211, 21054], [2100, 27000], 0.005, 0.12), // 大连
  fuzhou: rule('Fuzhou', [4150, 20745], [2030, 26500], 0.005, 0.12), // 福州
  kunming: rule('Kunming', [4169, 20844], [1900, 25000], 0.003, 0.12), // 昆明
};
