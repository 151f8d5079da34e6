import type { CityCode } from './city.ts';

/**
 * 2025 monthly minimum wages (月最低工资标准, full-time, yuan) of the cities the portal serves: the province's
 * highest tier (第一档), which covers the urban districts the city's posts are in. The one table the job-post rules
 * (src/contract/jobWording.ts) read; a new city needs its row here (the type makes it so).
 *
 * Figures as the provinces published them, with the date each took effect. Beijing, Guangzhou, Shenzhen, Changsha,
 * Zhejiang, Liaoning and Yunnan were checked against published summaries; the others are as recalled from the
 * provinces' notices and should be checked again when the table is next revised.
 */
export interface MinimumWage {
  /** Yuan per month, full-time. */
  monthly: number;
  /** The date the figure took effect (YYYY-MM-DD). */
  since: string;
}

export const MINIMUM_WAGE_2025: Record<CityCode, MinimumWage> = {
  shanghai: { monthly: 2740, since: '2025-07-01' },
  beijing: { monthly: 2540, since: '2025-09-01' },
  shenzhen: { monthly: 2520, since: '2025-03-01' },
  guangzhou: { monthly: 2500, since: '2025-03-01' },
  hangzhou: { monthly: 2490, since: '2024-01-01' },
  nanjing: { monthly: 2490, since: '2025-01-01' },
  suzhou: { monthly: 2490, since: '2025-01-01' },
  tianjin: { monthly: 2320, since: '2024-12-01' },
  chengdu: { monthly: 2330, since: '2025-01-01' },
  chongqing: { monthly: 2330, since: '2025-01-01' },
  xiamen: { monthly: 2265, since: '2025-04-01' },
  fuzhou: { monthly: 2265, since: '2025-04-01' },
  wuhan: { monthly: 2210, since: '2024-12-01' },
  changsha: { monthly: 2200, since: '2025-01-01' },
  qingdao: { monthly: 2200, since: '2023-10-01' },
  jinan: { monthly: 2200, since: '2023-10-01' },
  xian: { monthly: 2160, since: '2023-05-01' },
  zhengzhou: { monthly: 2100, since: '2024-10-01' },
  shenyang: { monthly: 2100, since: '2024-05-01' },
  dalian: { monthly: 2100, since: '2024-05-01' },
  kunming: { monthly: 2070, since: '2025-01-01' },
  hefei: { monthly: 2060, since: '2023-03-01' },
};

/**
 * A full-time month is 21.75 paid days (劳动和社会保障部《关于职工全年月平均工作时间和工资折算问题的通知》) of 8 hours:
 * how a day or an hour of full-time pay compares with the monthly minimum.
 */
export const PAID_DAYS_PER_MONTH = 21.75;
export const HOURS_PER_DAY = 8;
